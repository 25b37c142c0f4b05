import { useTranslation } from 'react-i18next';
import { AlertTriangle, PartyPopper, RotateCcw, SlidersHorizontal, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

export function DeckLoading() {
  const { t } = useTranslation('discover');
  return (
    <div
      role="status"
      className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 text-center text-forest-800"
    >
      <span
        className="h-12 w-12 animate-spin rounded-full border-4 border-gold-300 border-t-forest-700 motion-reduce:animate-none"
        aria-hidden
      />
      <p className="font-display text-xl">{t('states.finding')}</p>
    </div>
  );
}

export function DeckError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('discover');
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm"
    >
      <AlertTriangle className="h-10 w-10 text-terracotta-600" aria-hidden />
      <h2 className="text-2xl text-forest-800">{t('states.errorTitle')}</h2>
      <p className="text-ink-soft">{t('states.errorText')}</p>
      <Button onClick={onRetry} disabled={retrying}>
        <RotateCcw className="h-4 w-4" aria-hidden />
        {retrying ? t('states.retrying') : t('states.retry')}
      </Button>
    </section>
  );
}

export function DeckEnd({ onStartOver, onAdjustFilters }: { onStartOver: () => void; onAdjustFilters?: () => void }) {
  const { t } = useTranslation('discover');
  // With filters on, the likeliest reason for an empty deck is the filters, so say so first.
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
        {onAdjustFilters ? (
          <SlidersHorizontal className="h-8 w-8" aria-hidden />
        ) : (
          <PartyPopper className="h-8 w-8" aria-hidden />
        )}
      </span>
      <h2 className="text-2xl text-forest-800">{onAdjustFilters ? t('states.noFilterMatch') : t('states.everyone')}</h2>
      {onAdjustFilters ? (
        <p className="text-ink-soft">{t('states.loosen')}</p>
      ) : (
        <p className="text-ink-soft">{t('states.newPeople')}</p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {onAdjustFilters ? (
          <Button onClick={onAdjustFilters}>
            <SlidersHorizontal className="h-4 w-4" aria-hidden />
            {t('states.adjust')}
          </Button>
        ) : null}
        <Button onClick={onStartOver} variant={onAdjustFilters ? 'outline' : 'primary'}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('states.startOver')}
        </Button>
      </div>
    </section>
  );
}

export function DeckNeedsOnboarding() {
  const { t } = useTranslation('discover');
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
        <Sparkles className="h-8 w-8" aria-hidden />
      </span>
      <h2 className="text-2xl text-forest-800">{t('states.finishTitle')}</h2>
      <p className="text-ink-soft">{t('states.finishText')}</p>
      <Button asChild>
        <Link to="/onboarding">{t('states.finish')}</Link>
      </Button>
    </section>
  );
}
