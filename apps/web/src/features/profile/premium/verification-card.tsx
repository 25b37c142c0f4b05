import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Loader2, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import {
  getVerificationStatus,
  verificationKeys,
  BiometricConsentDialog,
  VerificationDialog,
} from '@/features/verification';
import { OWN_PROFILE_KEY } from '../use-own-profile.ts';

type Open = 'consent' | 'verify' | null;

/**
 * Shown while the profile is not verified. Start Verification asks the server where things stand:
 * consent first when none was given at sign-up, then the verification screen in a dialog.
 */
export function VerificationCard() {
  const { t } = useTranslation('profile');
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const [checking, setChecking] = useState(false);
  const verifiedRef = useRef(false);

  const refreshProfile = () => {
    void client.invalidateQueries({ queryKey: verificationKeys.status });
    void client.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
  };

  // Leaving the page after a success (without closing the dialog) still brings the badge.
  useEffect(
    () => () => {
      if (verifiedRef.current) void client.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
    },
    [client],
  );

  async function begin() {
    if (checking) return;
    setChecking(true);
    try {
      const status = await client.fetchQuery({
        queryKey: verificationKeys.status,
        queryFn: getVerificationStatus,
        staleTime: 0,
      });
      if (status.verified) refreshProfile();
      else setOpen(status.biometricConsent ? 'verify' : 'consent');
    } catch (err) {
      toast.error(t('verify.error'), { description: err instanceof Error ? err.message : t('verify.fallback') });
    } finally {
      setChecking(false);
    }
  }

  return (
    <section className="flex flex-col gap-4 rounded-3xl border border-terracotta-400 bg-sand-100 p-5 shadow-sm sm:flex-row sm:items-center sm:p-6">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-terracotta-600 text-white">
        <ShieldCheck className="h-6 w-6" aria-hidden />
      </span>
      <div className="flex-1">
        <h2 className="text-xl text-forest-800">{t('verify.title')}</h2>
        <p className="mt-1 text-ink-soft">{t('verify.text')}</p>
      </div>
      <Button onClick={() => void begin()} disabled={checking}>
        {checking ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : null}
        {t('verify.start')}
      </Button>
      <BiometricConsentDialog
        open={open === 'consent'}
        onOpenChange={(next) => setOpen(next ? 'consent' : null)}
        onConsented={(status) => {
          client.setQueryData(verificationKeys.status, status);
          setOpen('verify');
        }}
      />
      {open === 'verify' ? (
        <VerificationDialog
          open
          onVerified={() => (verifiedRef.current = true)}
          onClose={(verified) => {
            setOpen(null);
            if (verified) refreshProfile();
          }}
        />
      ) : null}
    </section>
  );
}
