import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';

/** Under a message of mine the server has not confirmed: 'Sending…', or 'Not sent' with Retry. */
export function PendingStatus({ status, onRetry }: { status: 'sending' | 'failed'; onRetry: () => void }) {
  const { t } = useTranslation();
  if (status === 'sending') return <span>{t('chat.sending')}</span>;
  return (
    <>
      <span className="font-medium text-danger">{t('chat.notSent')}</span>
      <button
        type="button"
        onClick={onRetry}
        aria-label={t('chat.retrySending')}
        className="inline-flex cursor-pointer items-center gap-1 rounded-full px-1.5 py-0.5 font-medium text-forest-800 underline hover:bg-forest-50"
      >
        <RotateCw className="h-3 w-3" aria-hidden />
        {t('chat.retry')}
      </button>
    </>
  );
}

/** Where a chat's messages will be: loading, or why they could not be read with a way to try again. */
export function ChatLoadState({
  error,
  onRetry,
  loadingText,
}: {
  error: Error | null;
  onRetry: () => void;
  loadingText: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-sand-50 p-6 text-center" role="status">
      {error ? (
        <>
          <p className="font-medium text-ink">{t('chat.loadError')}</p>
          <p className="text-sm text-ink-soft">{error.message || t('tryAgain')}</p>
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('chat.tryAgain')}
          </Button>
        </>
      ) : (
        <p className="text-ink-soft">{loadingText}</p>
      )}
    </div>
  );
}
