import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loader2 } from 'lucide-react';
import type { VerificationStatus } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { richText } from '@/lib/i18n/rich-text.tsx';
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
  const { t } = useTranslation('verification');
  const consent = useMutation({ mutationFn: giveBiometricConsent, onSuccess: onConsented });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) consent.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent title={t('consent.title')} description={t('consent.description')}>
        <div className="mt-5 space-y-4 text-sm text-ink">
          <section>
            <h3 className="font-medium text-forest-800">{t('consent.checkTitle')}</h3>
            <ul className="mt-1.5 list-disc space-y-1 ps-5 text-ink-soft">
              <li>{t('consent.check1')}</li>
              <li>{t('consent.check2')}</li>
            </ul>
          </section>
          <section>
            <h3 className="font-medium text-forest-800">{t('consent.keepTitle')}</h3>
            <ul className="mt-1.5 list-disc space-y-1 ps-5 text-ink-soft">
              <li>{t('consent.keep1')}</li>
              <li>{t('consent.keep2')}</li>
              <li>
                {richText(t('consent.keep3'), {
                  privacy: (words) => (
                    <Link to="/privacy" className="font-medium text-forest-700 underline">
                      {words}
                    </Link>
                  ),
                })}
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
            <Button variant="outline">{t('consent.notNow')}</Button>
          </DialogClose>
          <Button onClick={() => consent.mutate()} disabled={consent.isPending}>
            {consent.isPending ? (
              <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
            ) : null}
            {t('consent.agree')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
