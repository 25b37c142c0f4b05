import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { messageOf } from '../overview/field-errors.ts';

export function ProfileLoading() {
  const { t } = useTranslation('profile');
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-4 py-24">
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-forest-200 border-t-forest-800"
        aria-hidden
      />
      <p className="text-ink-soft">{t('status.loading')}</p>
    </div>
  );
}

export function ProfileLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <section className="mx-auto max-w-xl rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm">
      <h1 className="text-2xl text-forest-800">{t('status.loadFailed')}</h1>
      <p role="alert" className="mt-2 text-ink-soft">
        {messageOf(error, t('status.fallback'))}
      </p>
      <Button className="mt-5" onClick={onRetry}>
        <RefreshCw className="h-4 w-4" aria-hidden />
        {t('status.retry')}
      </Button>
    </section>
  );
}
