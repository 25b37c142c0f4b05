import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { EMAIL_MESSAGE, isValidEmail } from '@/lib/email.ts';
import { ApiError } from '@/lib/api-client.ts';
import { rememberRestriction } from '@/features/account-status';
import { AuthLayout } from './auth-layout.tsx';
import { useAuth } from './auth-provider.tsx';
import { authToast, signInErrorText } from './auth-toasts.ts';

export default function SignInPage() {
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
    const badEmail = isValidEmail(email) ? null : EMAIL_MESSAGE;
    const noPassword = password ? null : 'Please enter your password';
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
      const text = signInErrorText(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
      setFormError(text);
      authToast.error('Sign In Error', text);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to continue your cultural connections.">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field id="signin-email" label="Email" error={emailError}>
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
            onBlur={() => email && !isValidEmail(email) && setEmailError(EMAIL_MESSAGE)}
          />
        </Field>
        <Field id="signin-password" label="Password" error={passwordError}>
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
        <div className="text-right">
          <Link to="/forgot-password" className="text-sm font-medium text-forest-700 underline">
            Forgot password?
          </Link>
        </div>
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-danger">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 border-t border-sand-200 pt-5 text-center text-sm text-ink-soft">
        New here?{' '}
        <Link to="/auth" className="font-medium text-forest-700 underline">
          Create Account
        </Link>
      </p>
    </AuthLayout>
  );
}
