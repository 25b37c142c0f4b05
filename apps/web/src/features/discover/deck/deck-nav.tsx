import { ChevronRight, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

interface DeckNavProps {
  counter: string;
  onNext: () => void;
  nextDisabled: boolean;
  /** Only on the last loaded card. */
  onLoadMore?: () => void;
  loadingMore: boolean;
}

/** Position in the deck and the buttons that move through it without swiping. */
export function DeckNav({ counter, onNext, nextDisabled, onLoadMore, loadingMore }: DeckNavProps) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2">
      <h1 className="mr-auto font-display text-2xl text-forest-800">Discover</h1>
      <p className="rounded-full bg-white px-3 py-1 text-sm font-medium text-ink-soft shadow-sm" aria-live="polite">
        <span className="sr-only">Profile </span>
        {counter}
      </p>
      {onLoadMore ? (
        <Button variant="accent" size="sm" onClick={onLoadMore} disabled={loadingMore}>
          {loadingMore ? <Loader2 className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden /> : null}
          {loadingMore ? 'Loading...' : 'Load More'}
        </Button>
      ) : null}
      <Button variant="outline" size="sm" onClick={onNext} disabled={nextDisabled}>
        Next Profile
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}
