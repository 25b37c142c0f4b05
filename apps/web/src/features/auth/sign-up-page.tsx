import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { EMAIL_MESSAGE, isValidEmail } from '@/lib/email.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SignUpCodeStep } from './sign-up-code-step.tsx';
import { useAuth } from './auth-provider.tsx';
import { authToast } from './auth-toasts.ts';

// The verification screen (and its camera code) loads only for people who consented at sign-up;
// like a route, it is split at its own module, since loading the feature's index would put the
// index's other exports in the first route's shared chunks.
const FaceVerification = lazy(() =>
  import('@/features/verification/face-verification.tsx').then((m) => ({ default: m.FaceVerification })),
);

type Errors = Partial<Record<'email' | 'location' | 'password' | 'confirm' | 'terms' | 'form', string>>;

export default function SignUpPage() {
  const { session } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [location, setLocation] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [biometricConsent, setBiometricConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  /** After a sign-up with biometric consent: the face verification screen, before onboarding. */
  const [verifying, setVerifying] = useState(false);
  /** The address a code was sent to: the second step is showing. */
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  const fix = (key: keyof Errors) => setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));

  function validate(): Errors {
    const next: Errors = {};
    if (!isValidEmail(email)) next.email = EMAIL_MESSAGE;
    if (!location.trim()) next.location = 'Please enter your location';
    if (!password) next.password = 'Please enter a password';
    if (!confirm) next.confirm = 'Please confirm your password';
    else if (password !== confirm) next.confirm = 'Passwords do not match';
    if (!acceptTerms) next.terms = 'Please accept the Terms of Service';
    return next;
  }

  async function sendCode() {
    await session.startSignUp({ email, password, location, acceptTerms, biometricConsent });
    setCodeSentTo(email.trim().toLowerCase());
  }

  function onCreated() {
    authToast.signedUp();
    if (biometricConsent) setVerifying(true);
    else navigate('/onboarding', { replace: true });
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy.current) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`signup-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      await sendCode();
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Something went wrong. Please try again.';
      if (err instanceof ApiError && err.code === 'weak_password') setErrors({ password: message });
      else if (err instanceof ApiError && err.code === 'disposable_email') setErrors({ email: message });
      else setErrors({ form: message });
      authToast.error('Sign Up Error', message);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  if (verifying) {
    const toOnboarding = () => navigate('/onboarding', { replace: true });
    return (
      <AuthLayout title="Verify your face" subtitle="Earn the orange verified checkmark. It takes about 10 seconds.">
        <Suspense fallback={<p className="text-ink-soft">Loading ...</p>}>
          <FaceVerification
            toastId="auth"
            footer={(phase) =>
              phase === 'success' ? (
                <Button className="w-full" onClick={toOnboarding}>
                  Continue to onboarding
                </Button>
              ) : phase === 'failed' ? (
                <Button variant="outline" className="w-full" onClick={toOnboarding}>
                  Continue to onboarding
                </Button>
              ) : phase === 'idle' ? (
                <Button variant="ghost" className="w-full" onClick={toOnboarding}>
                  Skip for now
                </Button>
              ) : null
            }
          />
        </Suspense>
      </AuthLayout>
    );
  }

  if (codeSentTo) {
    return (
      <SignUpCodeStep
        email={codeSentTo}
        confirm={(code) => session.confirmSignUp(codeSentTo, code)}
        resend={sendCode}
        onCreated={onCreated}
        onChangeEmail={() => setCodeSentTo(null)}
      />
    );
  }

  return (
    <AuthLayout title="Create Account" subtitle="Join a community that celebrates where you come from.">
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-5"
        aria-describedby={errors.form ? 'signup-form-error' : undefined}
      >
        <Field id="signup-email" label="Email" error={errors.email}>
          <Input
            id="signup-email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'signup-email-error' : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              fix('email');
            }}
            onBlur={() => email && !isValidEmail(email) && setErrors((x) => ({ ...x, email: EMAIL_MESSAGE }))}
          />
        </Field>
        <Field id="signup-location" label="Location" error={errors.location}>
          <Input
            id="signup-location"
            autoComplete="address-level2"
            placeholder="City, Country"
            value={location}
            maxLength={120}
            invalid={Boolean(errors.location)}
            onChange={(e) => {
              setLocation(e.target.value);
              fix('location');
            }}
          />
        </Field>
        <Field id="signup-password" label="Password" error={errors.password} hint="At least 8 characters.">
          <PasswordInput
            id="signup-password"
            autoComplete="new-password"
            value={password}
            maxLength={128}
            invalid={Boolean(errors.password)}
            onChange={(e) => {
              setPassword(e.target.value);
              fix('password');
            }}
          />
        </Field>
        <Field id="signup-confirm" label="Confirm password" error={errors.confirm}>
          <PasswordInput
            id="signup-confirm"
            autoComplete="new-password"
            value={confirm}
            maxLength={128}
            invalid={Boolean(errors.confirm)}
            onChange={(e) => {
              setConfirm(e.target.value);
              fix('confirm');
            }}
          />
        </Field>
        <div className="space-y-3">
          <CheckboxField
            id="signup-terms"
            checked={acceptTerms}
            invalid={Boolean(errors.terms)}
            onChange={(v) => (setAcceptTerms(v), fix('terms'))}
          >
            I agree to the{' '}
            <Link to="/terms" className="font-medium text-forest-700 underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy" className="font-medium text-forest-700 underline">
              Privacy Policy
            </Link>
          </CheckboxField>
          {errors.terms && (
            <p role="alert" className="text-sm text-danger">
              {errors.terms}
            </p>
          )}
          <CheckboxField id="signup-biometric" checked={biometricConsent} onChange={setBiometricConsent}>
            Optional: I consent to face verification (biometric check) to earn the verified badge. You can do it later.
          </CheckboxField>
        </div>
        {errors.form && (
          <p id="signup-form-error" role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-danger">
            {errors.form}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <div className="mt-6 flex items-center justify-between gap-3 border-t border-sand-200 pt-5">
        <span className="text-sm text-ink-soft">Already have an account?</span>
        <Button variant="outline" size="sm" onClick={() => navigate('/signin')}>
          Sign In
        </Button>
      </div>
      <p className="mt-5 flex gap-2 rounded-2xl bg-sand-100 p-4 text-sm text-ink-soft">
        <ShieldCheck className="h-5 w-5 shrink-0 text-forest-700" aria-hidden />
        <span>
          By joining you agree to our community guidelines: be respectful, be yourself, and celebrate each other's
          culture. Reports are reviewed by people.
        </span>
      </p>
    </AuthLayout>
  );
}
