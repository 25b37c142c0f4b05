import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Loader2 } from 'lucide-react';
import type { VerificationStatus } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { giveBiometricConsent } from './verification-api.ts';

/**
 * Asks for biometric consent before the first verification (when it was not given at sign-up):
 * what is checked, what is kept, and that the frames are discarded once the decision is made.
 */
export function BiometricConsentDialog({
  open,
  onOpenChange,
  onConsented,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConsented: (status: VerificationStatus) => void;
}) {
  const consent = useMutation({ mutationFn: giveBiometricConsent, onSuccess: onConsented });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) consent.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Consent to face verification"
        description="Verification is optional. It needs your consent to process a picture of your face, so please read what happens first."
      >
        <div className="mt-5 space-y-4 text-sm text-ink">
          <section>
            <h3 className="font-medium text-forest-800">What we check</h3>
            <ul className="mt-1.5 list-disc space-y-1 pl-5 text-ink-soft">
              <li>
                For about 10 seconds your camera sends a few still frames while you follow five prompts: look straight,
                blink, turn left, turn right and smile.
              </li>
              <li>
                Our own server checks that exactly one live person is in view, that it is the same person throughout,
                that each prompt was followed, and, if you have profile photos, that you match them.
              </li>
            </ul>
          </section>
          <section>
            <h3 className="font-medium text-forest-800">What we keep</h3>
            <ul className="mt-1.5 list-disc space-y-1 pl-5 text-ink-soft">
              <li>
                The frames and the face measurements made from them are discarded as soon as the decision is made.
              </li>
              <li>
                We keep only the outcome, the liveness and similarity scores and the time, to show the verified badge.
              </li>
              <li>
                No outside service sees your face. Details are in our{' '}
                <Link to="/privacy" className="font-medium text-forest-700 underline">
                  Privacy Policy
                </Link>
                .
              </li>
            </ul>
          </section>
          {consent.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-danger">
              {consent.error.message}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Not now</Button>
          </DialogClose>
          <Button onClick={() => consent.mutate()} disabled={consent.isPending}>
            {consent.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
            ) : null}
            I agree, continue
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
