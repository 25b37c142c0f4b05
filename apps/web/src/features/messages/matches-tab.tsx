import { useState } from 'react';
import type { MatchView } from '@sankofa/contracts';
import { HeartCrack, HeartHandshake, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SafetyMenu } from '@/features/safety';
import { Button, buttonVariants } from '@/components/ui/button.tsx';
import { relativeTime } from '@/lib/relative-time.ts';
import { currentLocale } from '@/lib/i18n/i18n.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { SectionNote } from './hub-section.tsx';
import { PersonAvatar } from './person-avatar.tsx';
import { PersonName } from './person-name.tsx';
import { useMatches, useUnmatch } from './use-matches.ts';
import { useOpenChat } from './use-open-chat.ts';

export function MatchesTab() {
  const { t } = useTranslation('messages');
  const query = useMatches();
  const openChat = useOpenChat();
  const unmatch = useUnmatch();
  const [leaving, setLeaving] = useState<MatchView | null>(null);

  if (query.isPending) return <SectionNote>{t('matches.loading')}</SectionNote>;
  if (query.isError) {
    return (
      <div className="rounded-3xl border border-sand-200 bg-white p-6 text-center shadow-sm">
        <p className="text-ink-soft">{t('matches.loadError', { reason: query.error.message })}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void query.refetch()}>
          {t('shared.tryAgain')}
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
        <h2 className="font-display text-2xl text-forest-800">{t('matches.emptyTitle')}</h2>
        <p className="mt-2 text-ink-soft">{t('matches.emptyText')}</p>
        <Link to="/app" className={buttonVariants({ className: 'mt-5' })}>
          {t('shared.goToDiscover')}
        </Link>
      </section>
    );
  }

  return (
    <section aria-labelledby="matches-title">
      <h2 id="matches-title" className="mb-4 flex items-center gap-2 font-display text-xl text-forest-800">
        {t('matches.title')}
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
              <p className="text-xs text-ink-soft">
                {t('matches.matched', {
                  when: relativeTime(m.matchedAt, undefined, t('shared.justNow'), currentLocale()),
                })}
              </p>
              <Button
                size="sm"
                className="mt-2 w-full"
                aria-label={t('shared.messageName', { name: m.displayName })}
                onClick={() => openChat(m)}
              >
                <MessageCircle className="h-4 w-4" aria-hidden />
                {t('shared.message')}
              </Button>
            </div>
            <SafetyMenu
              userId={m.userId}
              displayName={m.displayName}
              className="absolute end-2 top-2 bg-white/90 text-forest-800 shadow-sm hover:bg-white"
              actions={[{ label: t('matches.unmatch'), icon: HeartCrack, onSelect: () => setLeaving(m) }]}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={t('matches.confirmTitle', { name: leaving?.displayName ?? '' })}
        description={t('matches.confirmText')}
        confirmLabel={unmatch.isPending ? t('matches.unmatching') : t('matches.unmatch')}
        busy={unmatch.isPending}
        onConfirm={() => leaving && unmatch.mutate(leaving, { onSettled: () => setLeaving(null) })}
      />
    </section>
  );
}
