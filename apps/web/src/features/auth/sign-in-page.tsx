import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { emailMessage, isValidEmail } from '@/lib/email.ts';
import { ApiError } from '@/lib/api-client.ts';
import { rememberRestriction } from '@/features/account-status';
import { AuthLayout } from './auth-layout.tsx';
import { useAuth } from './auth-provider.tsx';
import { authToast, signInErrorText } from './auth-toasts.ts';
import { useTranslation } from 'react-i18next';

export default function SignInPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { session } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy.current) return;
    const badEmail = isValidEmail(email) ? null : emailMessage();
    const noPassword = password ? null : t('signin.passwordMissing');
    setEmailError(badEmail);
    setPasswordError(noPassword);
    if (badEmail || noPassword) return;
    busy.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      await session.signIn(email, password);
      authToast.signedIn();
      navigate('/app', { replace: true });
    } catch (err) {
      // A banned or suspended member sees the statement of reasons instead of the app.
      if (err instanceof ApiError && err.code === 'account_restricted' && rememberRestriction(err.details)) {
        navigate('/account-restricted', { replace: true });
        return;
      }
      const text = signInErrorText(err instanceof Error ? err.message : t('common:somethingWrong'));
      setFormError(text);
      authToast.error('signInError', text);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title={t('signin.title')} subtitle={t('signin.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field id="signin-email" label={t('email')} error={emailError}>
          <Input
            id="signin-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            invalid={Boolean(emailError)}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError(null);
            }}
            onBlur={() => email && !isValidEmail(email) && setEmailError(emailMessage())}
          />
        </Field>
        <Field id="signin-password" label={t('password')} error={passwordError}>
          <PasswordInput
            id="signin-password"
            autoComplete="current-password"
            value={password}
            maxLength={128}
            invalid={Boolean(passwordError)}
            onChange={(e) => {
              setPassword(e.target.value);
              setPasswordError(null);
            }}
          />
        </Field>
        <div className="text-end">
          <Link to="/forgot-password" className="text-sm font-medium text-forest-700 underline">
            {t('signin.forgot')}
          </Link>
        </div>
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-danger">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('signin.signingIn') : t('signIn')}
        </Button>
      </form>
      <p className="mt-6 border-t border-sand-200 pt-5 text-center text-sm text-ink-soft">
        {t('signin.newHere')}{' '}
        <Link to="/auth" className="font-medium text-forest-700 underline">
          {t('createAccount')}
        </Link>
      </p>
    </AuthLayout>
  );
}
