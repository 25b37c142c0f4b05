import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { EMAIL_MESSAGE, isValidEmail } from '@/lib/email.ts';
import { requestPasswordReset } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    if (!isValidEmail(email)) return setError(EMAIL_MESSAGE);
    setSubmitting(true);
    try {
      const r = await requestPasswordReset(email);
      setSent(r.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Something went wrong. Please try again.');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout title="Reset your password" subtitle="We'll e-mail you a link to choose a new one.">
      {sent ? (
        <p role="status" className="rounded-2xl bg-forest-50 p-4 text-forest-800">
          {sent}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-5">
          <Field id="recover-email" label="Email" error={error}>
            <Input
              id="recover-email"
              type="email"
              autoComplete="email"
              value={email}
              invalid={Boolean(error)}
              onChange={(e) => (setEmail(e.target.value), setError(null))}
              onBlur={() => email && !isValidEmail(email) && setError(EMAIL_MESSAGE)}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/signin" className="font-medium text-forest-700 underline">
          Back to Sign In
        </Link>
      </p>
    </AuthLayout>
  );
}
