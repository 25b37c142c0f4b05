import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('verification');
  const [verified, setVerified] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose(verified);
      }}
    >
      <DialogContent
        title={t('dialog.title')}
        description={t('dialog.description')}
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
                      {t('dialog.done')}
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
