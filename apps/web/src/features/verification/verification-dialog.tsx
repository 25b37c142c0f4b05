import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog.tsx';
import { FaceVerification } from './face-verification.tsx';

/**
 * Face verification over the profile page. Closing it stops the camera (and abandons an attempt in
 * progress); `onClose` hears whether the profile was verified, so the page can refresh itself then
 * (refreshing earlier would take the card that holds this dialog away under the success view).
 */
export function VerificationDialog({
  open,
  onClose,
  onVerified,
}: {
  open: boolean;
  onClose: (verified: boolean) => void;
  onVerified?: () => void;
}) {
  const [verified, setVerified] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose(verified);
      }}
    >
      <DialogContent
        title="Face Verification"
        description="Follow the prompts on screen. It takes about 10 seconds."
        className="sm:max-w-xl"
        // A stray tap outside should not end a check half way; Escape and Close still do.
        onInteractOutside={(e) => e.preventDefault()}
      >
        <div className="mt-5">
          {open ? (
            <FaceVerification
              onResult={(ok) => {
                setVerified(ok);
                if (ok) onVerified?.();
              }}
              footer={(phase) =>
                phase === 'success' ? (
                  <DialogClose asChild>
                    <Button variant="outline" className="w-full">
                      Done
                    </Button>
                  </DialogClose>
                ) : null
              }
            />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
