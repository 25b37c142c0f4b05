import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

export function DeleteAccountCard() {
  const { t } = useTranslation('settings');
  return (
    <section
      aria-labelledby="delete-account-title"
      className="rounded-3xl border border-red-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="delete-account-title" className="flex items-center gap-2 text-xl text-danger">
        <TriangleAlert className="h-5 w-5" aria-hidden />
        {t('delete.title')}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-soft">{t('delete.hint')}</p>
      <DeleteAccountDialog />
    </section>
  );
}
