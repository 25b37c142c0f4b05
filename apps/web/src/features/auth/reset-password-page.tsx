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
import { useTranslation } from 'react-i18next';

export default function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'common']);
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
    if (!password) return setErrors({ password: t('reset.newPasswordMissing') });
    if (password !== confirm) return setErrors({ confirm: t('passwordsDiffer') });
    setSubmitting(true);
    try {
      const r = await resetPassword(token, password);
      // Every session ended on the server, this one too.
      session.clear();
      toast.success(t('reset.done'), { id: 'auth', description: r.message });
      navigate('/signin', { replace: true });
    } catch (err) {
      const message = err instanceof Error ? err.message : t('common:somethingWrong');
      setErrors(err instanceof ApiError && err.code === 'weak_password' ? { password: message } : { form: message });
    } finally {
      setSubmitting(false);
    }
  }

  if (!token) {
    return (
      <AuthLayout title={t('forgot.title')}>
        <p role="alert" className="text-danger">
          {t('reset.incomplete')}
        </p>
        <Button className="mt-6 w-full" onClick={() => navigate('/forgot-password')}>
          {t('reset.askNew')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <Field id="reset-password" label={t('reset.newPassword')} error={errors.password} hint={t('passwordHint')}>
          <PasswordInput
            id="reset-password"
            autoComplete="new-password"
            value={password}
            maxLength={128}
            invalid={Boolean(errors.password)}
            onChange={(e) => (setPassword(e.target.value), setErrors({}))}
          />
        </Field>
        <Field id="reset-confirm" label={t('reset.confirmNew')} error={errors.confirm}>
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
              {t('reset.askNew')}
            </Link>
          </p>
        )}
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? t('reset.saving') : t('reset.save')}
        </Button>
      </form>
    </AuthLayout>
  );
}
