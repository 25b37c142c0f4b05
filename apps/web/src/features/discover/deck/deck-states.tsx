import { AlertTriangle, PartyPopper, RotateCcw, SlidersHorizontal, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';

export function DeckLoading() {
  return (
    <div role="status" className="flex min-h-[50dvh] flex-col items-center justify-center gap-4 text-center text-forest-800">
      <span className="h-12 w-12 animate-spin rounded-full border-4 border-gold-300 border-t-forest-700 motion-reduce:animate-none" aria-hidden />
      <p className="font-display text-xl">Finding amazing people for you...</p>
    </div>
  );
}

export function DeckError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm">
      <AlertTriangle className="h-10 w-10 text-terracotta-600" aria-hidden />
      <h2 className="text-2xl text-forest-800">We couldn't load profiles</h2>
      <p className="text-ink-soft">Something went wrong on our side or with the connection. Your swipes so far are saved.</p>
      <Button onClick={onRetry} disabled={retrying}>
        <RotateCcw className="h-4 w-4" aria-hidden />
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </section>
  );
}

export function DeckEnd({ onStartOver, onAdjustFilters }: { onStartOver: () => void; onAdjustFilters?: () => void }) {
  // With filters on, the likeliest reason for an empty deck is the filters, so say so first.
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
        {onAdjustFilters ? <SlidersHorizontal className="h-8 w-8" aria-hidden /> : <PartyPopper className="h-8 w-8" aria-hidden />}
      </span>
      <h2 className="text-2xl text-forest-800">{onAdjustFilters ? 'No one else matches your filters' : "That's everyone for now!"}</h2>
      {onAdjustFilters ? (
        <p className="text-ink-soft">
          Try loosening your filters: a lower minimum match, a wider age or height range, or fewer choices. New people join
          every day too.
        </p>
      ) : (
        <p className="text-ink-soft">
          New people join every day. Start over to rebuild your deck from the top, or check back later for fresh faces.
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {onAdjustFilters ? (
          <Button onClick={onAdjustFilters}>
            <SlidersHorizontal className="h-4 w-4" aria-hidden />
            Adjust Filters
          </Button>
        ) : null}
        <Button onClick={onStartOver} variant={onAdjustFilters ? 'outline' : 'primary'}>
          <RotateCcw className="h-4 w-4" aria-hidden />
          Start Over
        </Button>
      </div>
    </section>
  );
}

export function DeckNeedsOnboarding() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
        <Sparkles className="h-8 w-8" aria-hidden />
      </span>
      <h2 className="text-2xl text-forest-800">Finish your profile to start matching</h2>
      <p className="text-ink-soft">People see your name, photos and interests before they swipe, so your deck opens once your profile is complete.</p>
      <Button asChild>
        <Link to="/onboarding">Complete Your Profile</Link>
      </Button>
    </section>
  );
}
