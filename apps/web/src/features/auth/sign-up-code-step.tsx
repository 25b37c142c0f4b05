import { useRef, useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { SIGNUP_CODE_LENGTH, SIGNUP_CODE_MESSAGE } from '@sankofa/contracts/constants';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { AuthLayout } from './auth-layout.tsx';
import { authToast } from './auth-toasts.ts';

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
      setError(SIGNUP_CODE_MESSAGE);
      document.getElementById('signup-code')?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      await props.confirm(typed);
      props.onCreated();
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Something went wrong. Please try again.';
      setError(message);
      authToast.error('Sign Up Error', message);
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
      const message = err instanceof Error ? err.message : 'Something went wrong. Please try again.';
      setError(message);
      authToast.error('Sign Up Error', message);
    }
  }

  return (
    <AuthLayout title="Check your email" subtitle="One last step to create your account.">
      <p className="mb-5 flex gap-2 rounded-2xl bg-sand-100 p-4 text-sm text-ink">
        <MailCheck className="h-5 w-5 shrink-0 text-forest-700" aria-hidden />
        <span>
          We sent a {SIGNUP_CODE_LENGTH}-digit code to <strong className="break-all">{props.email}</strong>. Enter it
          below; it works for 15 minutes.
        </span>
      </p>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field id="signup-code" label="Code from the email" error={error}>
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
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-5 text-sm">
        <Button variant="ghost" size="sm" onClick={() => void resend()}>
          Send a new code
        </Button>
        <Button variant="ghost" size="sm" onClick={props.onChangeEmail}>
          Use another email
        </Button>
      </div>
      <p role="status" className="mt-3 text-sm text-ink-soft">
        {resent ? 'A new code is on its way. Only the newest code works.' : ''}
      </p>
    </AuthLayout>
  );
}
