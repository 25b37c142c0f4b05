import { useState } from 'react';
import type { MatchView } from '@sankofa/contracts';
import { HeartCrack, HeartHandshake, MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { SafetyMenu } from '@/features/safety';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { relativeTime } from '@/lib/relative-time.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { SectionNote } from './hub-section.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { PersonName } from './person-name.tsx';
import { useMatches, useUnmatch } from './use-matches.ts';
import { useOpenChat } from './use-open-chat.ts';

export function MatchesTab() {
  const query = useMatches();
  const openChat = useOpenChat();
  const unmatch = useUnmatch();
  const [leaving, setLeaving] = useState<MatchView | null>(null);

  if (query.isPending) return <SectionNote>Loading your matches...</SectionNote>;
  if (query.isError) {
    return (
      <div className="rounded-3xl border border-sand-200 bg-white p-6 text-center shadow-sm">
        <p className="text-ink-soft">We could not load your matches. {query.error.message}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { matches } = query.data;
  if (matches.length === 0) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-sand-200 bg-white px-6 py-10 text-center shadow-sm">
        <span className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-gold-100 text-forest-800">
          <HeartHandshake className="h-8 w-8" aria-hidden />
        </span>
        <h2 className="font-display text-2xl text-forest-800">No matches yet</h2>
        <p className="mt-2 text-ink-soft">
          When you and someone both like each other, you will find them here. Your next connection may be a swipe away.
        </p>
        <Link to="/app" className={buttonVariants({ className: 'mt-5' })}>
          Go to Discover
        </Link>
      </section>
    );
  }

  return (
    <section aria-labelledby="matches-title">
      <h2 id="matches-title" className="mb-4 flex items-center gap-2 font-display text-xl text-forest-800">
        Your matches
        <span className="rounded-full bg-gold-100 px-2.5 py-0.5 font-sans text-sm font-medium">{matches.length}</span>
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {matches.map((m) => (
          <li
            key={m.userId}
            className="relative flex flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm"
          >
            <PersonAvatar
              name={m.displayName}
              photoUrl={m.photoUrl}
              className="aspect-[4/5] h-auto w-full rounded-none [&>span]:text-5xl"
            />
            <div className="flex flex-1 flex-col gap-1 p-3">
              <PersonName name={m.displayName} verified={m.verified} online={m.online} />
              <p className="text-xs text-ink-soft">Matched {relativeTime(m.matchedAt)}</p>
              <Button
                size="sm"
                className="mt-2 w-full"
                aria-label={`Message ${m.displayName}`}
                onClick={() => openChat(m)}
              >
                <MessageCircle className="h-4 w-4" aria-hidden />
                Message
              </Button>
            </div>
            <SafetyMenu
              userId={m.userId}
              displayName={m.displayName}
              className="absolute right-2 top-2 bg-white/90 text-forest-800 shadow-sm hover:bg-white"
              actions={[{ label: 'Unmatch', icon: HeartCrack, onSelect: () => setLeaving(m) }]}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={`Unmatch ${leaving?.displayName ?? ''}?`}
        description="The match ends for both of you and they leave this list. This cannot be undone."
        confirmLabel={unmatch.isPending ? 'Unmatching...' : 'Unmatch'}
        busy={unmatch.isPending}
        onConfirm={() => leaving && unmatch.mutate(leaving, { onSettled: () => setLeaving(null) })}
      />
    </section>
  );
}
