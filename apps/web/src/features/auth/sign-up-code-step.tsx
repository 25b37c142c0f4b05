import { useRef, useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { SIGNUP_CODE_LENGTH } from '@sankofa/contracts/constants';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { authToast } from './auth-toasts.ts';
import { Trans, useTranslation } from 'react-i18next';

const CODE = new RegExp(`^\\d{${SIGNUP_CODE_LENGTH}}$`);

/**
 * Sign-up's second step: the code e-mailed to the address creates the account. Every address gets
 * this step, registered or not, so the form never tells who has an account (decision 0025).
 */
export function SignUpCodeStep(props: {
  email: string;
  confirm: (code: string) => Promise<unknown>;
  resend: () => Promise<void>;
  onCreated: () => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation(['auth', 'common']);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resent, setResent] = useState(false);
  const busy = useRef(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy.current) return;
    const typed = code.replace(/\s/g, '');
    if (!CODE.test(typed)) {
      setError(t('code.invalid', { digits: SIGNUP_CODE_LENGTH }));
      document.getElementById('signup-code')?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      await props.confirm(typed);
      props.onCreated();
    } catch (err) {
      const message = err instanceof Error ? err.message : t('common:somethingWrong');
      setError(message);
      authToast.error('signUpError', message);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  async function resend() {
    setError(null);
    try {
      await props.resend();
      setResent(true);
    } catch (err) {
      const message = err instanceof Error ? err.message : t('common:somethingWrong');
      setError(message);
      authToast.error('signUpError', message);
    }
  }

  return (
    <AuthLayout title={t('code.title')} subtitle={t('code.subtitle')}>
      <p className="mb-5 flex gap-2 rounded-2xl bg-sand-100 p-4 text-sm text-ink">
        <MailCheck className="h-5 w-5 shrink-0 text-forest-700" aria-hidden />
        <span>
          <Trans
            t={t}
            i18nKey="code.sent"
            values={{ digits: SIGNUP_CODE_LENGTH, email: props.email }}
            components={{ email: <strong className="break-all" /> }}
          />
        </span>
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field id="signup-code" label={t('code.label')} error={error}>
          <Input
            id="signup-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SIGNUP_CODE_LENGTH + 2}
            value={code}
            invalid={Boolean(error)}
            aria-describedby={error ? 'signup-code-error' : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
          />
        </Field>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('creatingAccount') : t('createAccount')}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-5 text-sm">
        <Button variant="ghost" size="sm" onClick={() => void resend()}>
          {t('code.resend')}
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onChangeEmail}>
          {t('code.otherEmail')}
        </Button>
      </div>
      <p role="status" className="mt-3 text-sm text-ink-soft">
        {resent ? t('code.resent') : ''}
      </p>
    </AuthLayout>
  );
}
