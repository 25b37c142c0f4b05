import { useTranslation } from 'react-i18next';
import { ChevronRight, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

/** The deck's heading (for screen readers and wide screens) and the 'n of total' position. */
export function DeckPosition({ counter }: { counter: string }) {
  const { t } = useTranslation('discover');
  return (
    <>
      <h1 className="sr-only font-display text-2xl text-forest-800 md:not-sr-only">{t('title')}</h1>
      <p className="rounded-full bg-white px-3 py-1 text-sm font-medium text-ink-soft shadow-sm" aria-live="polite">
        <span className="sr-only">{t('counterPrefix')}</span>
        {counter}
      </p>
    </>
  );
}

interface DeckMovesProps {
  onNext: () => void;
  nextDisabled: boolean;
  /** Only on the last loaded card. */
  onLoadMore?: () => void;
  loadingMore: boolean;
}

/** The buttons that move through the deck without swiping; short labels on phones. */
export function DeckMoves({ onNext, nextDisabled, onLoadMore, loadingMore }: DeckMovesProps) {
  const { t } = useTranslation('discover');
  return (
    <>
      {onLoadMore ? (
        <Button variant="accent" size="sm" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : null}
          {loadingMore ? t('loading') : t('loadMore')}
        </Button>
      ) : null}
      <Button variant="outline" size="sm" onClick={onNext} disabled={nextDisabled} className="px-3 sm:px-4">
        {t('next')}
        <span className="sr-only sm:not-sr-only">{t('nextSuffix')}</span>
        <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden />
      </Button>
    </>
  );
}
