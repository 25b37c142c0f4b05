import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from '@/components/ui/dialog.tsx';
import { Field } from '@/components/ui/field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { requestAccountDeletion } from '../profile-api.ts';
import { messageOf } from '../overview/field-errors.ts';

export function DeleteAccountDialog() {
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  function onOpenChange(next: boolean) {
    if (deleting) return;
    setOpen(next);
    setPassword('');
    setError(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!password) return setError(t('delete.passwordMissing'));
    setDeleting(true);
    try {
      await requestAccountDeletion(password);
      // A full load of '/', not a client-side navigation: the realtime channel reports the ended
      // session too, and the sign-in guard reacting to it would otherwise race us to /auth. The load
      // also drops everything held in memory for the deleted account.
      window.location.replace('/');
    } catch (err) {
      setError(messageOf(err, t('delete.failed')));
      setDeleting(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="danger">{t('delete.open')}</Button>
      </DialogTrigger>
      <DialogContent title={t('delete.dialogTitle')} description={t('delete.dialogDescription')}>
        <form noValidate onSubmit={onSubmit} className="mt-5">
          <Field id="delete-password" label={t('delete.password')} error={error} hint={t('delete.passwordHint')}>
            <PasswordInput
              id="delete-password"
              autoComplete="current-password"
              value={password}
              invalid={Boolean(error)}
              aria-describedby={error ? 'delete-password-error' : undefined}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(null);
              }}
            />
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={deleting}>
                {t('delete.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" disabled={deleting}>
              {deleting ? t('delete.deleting') : t('delete.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
