import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { resetPassword } from './auth-api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { useAuth } from './auth-provider.tsx';
import { tokenFromLocation } from './link-token.ts';

export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const { session } = useAuth();
  const [token] = useState(tokenFromLocation);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string; form?: string }>({});
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting || !token) return;
    if (!password) return setErrors({ password: 'Please enter a new password' });
    if (password !== confirm) return setErrors({ confirm: 'Passwords do not match' });
    setSubmitting(true);
    try {
      const r = await resetPassword(token, password);
      // Every session ended on the server, this one too.
      session.clear();
      toast.success('Password reset', { id: 'auth', description: r.message });
      navigate('/signin', { replace: true });
    } catch (err) {
      const message = err instanceof Error ? err.message : 'Something went wrong. Please try again.';
      setErrors(err instanceof ApiError && err.code === 'weak_password' ? { password: message } : { form: message });
    } finally {
      setSubmitting(false);
    }
  }

  if (!token) {
    return (
      <AuthLayout title="Reset your password">
        <p role="alert" className="text-danger">
          This reset link is incomplete. Please open the link from your e-mail again, or ask for a new one.
        </p>
        <Button className="mt-6 w-full" onClick={() => navigate('/forgot-password')}>
          Ask for a new link
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field id="reset-password" label="New password" error={errors.password} hint="At least 8 characters.">
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            value={password}
            maxLength={128}
            invalid={Boolean(errors.password)}
            onChange={(e) => (setPassword(e.target.value), setErrors({}))}
          />
        </Field>
        <Field id="reset-confirm" label="Confirm new password" error={errors.confirm}>
          <PasswordInput
            id="reset-confirm"
            autoComplete="new-password"
            value={confirm}
            maxLength={128}
            invalid={Boolean(errors.confirm)}
            onChange={(e) => (setConfirm(e.target.value), setErrors({}))}
          />
        </Field>
        {errors.form && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-danger">
            {errors.form}{' '}
            <Link to="/forgot-password" className="underline">
              Ask for a new link
            </Link>
          </p>
        )}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Saving...' : 'Save new password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
