import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { emailMessage, isValidEmail } from '@/lib/email.ts';
import { requestPasswordReset } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useTranslation } from 'react-i18next';

export default function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    if (!isValidEmail(email)) return setError(emailMessage());
    setSubmitting(true);
    try {
      const r = await requestPasswordReset(email);
      setSent(r.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('common:somethingWrong'));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {sent ? (
        <p role="status" className="rounded-2xl bg-forest-50 p-4 text-forest-800">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <Field id="recover-email" label={t('email')} error={error}>
            <Input
              id="recover-email"
              type="email"
              autoComplete="email"
              value={email}
              invalid={Boolean(error)}
              onChange={(e) => (setEmail(e.target.value), setError(null))}
              onBlur={() => email && !isValidEmail(email) && setError(emailMessage())}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? t('forgot.sending') : t('forgot.send')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/signin" className="font-medium text-forest-700 underline">
          {t('forgot.backToSignIn')}
        </Link>
      </p>
    </AuthLayout>
  );
}
