import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { emailMessage, isValidEmail } from '@/lib/email.ts';
import { AuthLayout } from './auth-layout.tsx';
import { SignUpCodeStep } from './sign-up-code-step.tsx';
import { useAuth } from './auth-provider.tsx';
import { authToast } from './auth-toasts.ts';
import { Trans, useTranslation } from 'react-i18next';

// The verification screen (and its camera code) loads only for people who consented at sign-up;
// like a route, it is split at its own module, since loading the feature's index would put the
// index's other exports in the first route's shared chunks.
const FaceVerification = lazy(() =>
  import('@/features/verification/face-verification.tsx').then((m) => ({ default: m.FaceVerification })),
);

type Errors = Partial<Record<'email' | 'location' | 'password' | 'confirm' | 'terms' | 'form', string>>;

export default function SignUpPage() {
  const { t } = useTranslation(['auth', 'common']);
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
    if (!isValidEmail(email)) next.email = emailMessage();
    if (!location.trim()) next.location = t('signup.locationMissing');
    if (!password) next.password = t('signup.passwordMissing');
    if (!confirm) next.confirm = t('signup.confirmMissing');
    else if (password !== confirm) next.confirm = t('passwordsDiffer');
    if (!acceptTerms) next.terms = t('signup.termsMissing');
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
      const message = err instanceof Error ? err.message : t('common:somethingWrong');
      if (err instanceof ApiError && err.code === 'weak_password') setErrors({ password: message });
      else if (err instanceof ApiError && err.code === 'disposable_email') setErrors({ email: message });
      else setErrors({ form: message });
      authToast.error('signUpError', message);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  if (verifying) {
    const toOnboarding = () => navigate('/onboarding', { replace: true });
    return (
      <AuthLayout title={t('signup.verifyTitle')} subtitle={t('signup.verifySubtitle')}>
        <Suspense fallback={<p className="text-ink-soft">{t('common:loading')}</p>}>
          <FaceVerification
            toastId="auth"
            footer={(phase) =>
              phase === 'success' ? (
                <Button className="w-full" onClick={toOnboarding}>
                  {t('signup.continueOnboarding')}
                </Button>
              ) : phase === 'failed' ? (
                <Button variant="outline" className="w-full" onClick={toOnboarding}>
                  {t('signup.continueOnboarding')}
                </Button>
              ) : phase === 'idle' ? (
                <Button variant="ghost" className="w-full" onClick={toOnboarding}>
                  {t('signup.skip')}
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
    <AuthLayout title={t('createAccount')} subtitle={t('signup.subtitle')}>
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-5"
        aria-describedby={errors.form ? 'signup-form-error' : undefined}
      >
        <Field id="signup-email" label={t('email')} error={errors.email}>
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
            onBlur={() => email && !isValidEmail(email) && setErrors((x) => ({ ...x, email: emailMessage() }))}
          />
        </Field>
        <Field id="signup-location" label={t('signup.location')} error={errors.location}>
          <Input
            id="signup-location"
            autoComplete="address-level2"
            placeholder={t('signup.locationPlaceholder')}
            value={location}
            maxLength={120}
            invalid={Boolean(errors.location)}
            onChange={(e) => {
              setLocation(e.target.value);
              fix('location');
            }}
          />
        </Field>
        <Field id="signup-password" label={t('password')} error={errors.password} hint={t('passwordHint')}>
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
        <Field id="signup-confirm" label={t('signup.confirm')} error={errors.confirm}>
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
            <Trans
              t={t}
              i18nKey="signup.agree"
              components={{
                terms: <Link to="/terms" className="font-medium text-forest-700 underline" />,
                privacy: <Link to="/privacy" className="font-medium text-forest-700 underline" />,
              }}
            />
          </CheckboxField>
          {errors.terms && (
            <p role="alert" className="text-sm text-danger">
              {errors.terms}
            </p>
          )}
          <CheckboxField id="signup-biometric" checked={biometricConsent} onChange={setBiometricConsent}>
            {t('signup.biometric')}
          </CheckboxField>
        </div>
        {errors.form && (
          <p id="signup-form-error" role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-danger">
            {errors.form}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('creatingAccount') : t('createAccount')}
        </Button>
      </form>
      <div className="mt-6 flex items-center justify-between gap-3 border-t border-sand-200 pt-5">
        <span className="text-sm text-ink-soft">{t('signup.haveAccount')}</span>
        <Button variant="outline" size="sm" onClick={() => navigate('/signin')}>
          {t('signIn')}
        </Button>
      </div>
      <p className="mt-5 flex gap-2 rounded-2xl bg-sand-100 p-4 text-sm text-ink-soft">
        <ShieldCheck className="h-5 w-5 shrink-0 text-forest-700" aria-hidden />
        <span>{t('signup.guidelines')}</span>
      </p>
    </AuthLayout>
  );
}
