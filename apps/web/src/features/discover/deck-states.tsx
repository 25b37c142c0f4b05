import { AlertTriangle, PartyPopper, RotateCcw, Sparkles } from 'lucide-react';
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

export function DeckEnd({ onStartOver }: { onStartOver: () => void }) {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
        <PartyPopper className="h-8 w-8" aria-hidden />
      </span>
      <h2 className="text-2xl text-forest-800">That's everyone for now!</h2>
      <p className="text-ink-soft">
        New people join every day. Start over to rebuild your deck from the top, or check back later for fresh faces.
      </p>
      <Button onClick={onStartOver}>
        <RotateCcw className="h-4 w-4" aria-hidden />
        Start Over
      </Button>
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
