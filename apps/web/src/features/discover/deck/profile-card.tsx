import { useTranslation } from 'react-i18next';
import { useId, type ReactNode } from 'react';
import { Briefcase, ChevronUp, MapPin, MessageCircle } from 'lucide-react';
import type { PublicProfile } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { useChoiceLabels } from '@/lib/i18n/use-choice-labels.ts';
import { FriendButton } from '../people/friend-button.tsx';
import { heightLabel } from '../profile-labels.ts';
import { useDistanceLabel } from '../use-distance-label.ts';
import { CardPhotos } from './card-photos.tsx';
import { CulturalChips } from './cultural-chips.tsx';
import { visibleInterests } from './interests.ts';
import { DemoMark, MatchPercent, OnlineMark, VerifiedMark } from './profile-badges.tsx';
import { EXIT_CLASSES, dragOutcome, type CardExit } from './swipe-motion.ts';
import type { SwipeAction } from './swipe-keys.ts';
import { useCardDrag } from './use-card-drag.ts';

interface ProfileCardProps {
  profile: PublicProfile;
  exit: CardExit | null;
  reducedMotion: boolean;
  onOpen: () => void;
  onMessage: () => void;
  /** A touch or mouse drag released past the threshold. */
  onDragSwipe?: (action: SwipeAction) => void;
  /** The block/report menu, when the person is real. */
  menu?: ReactNode;
}

const STAMPS: Record<SwipeAction, { text: 'like' | 'pass' | 'superLike'; className: string }> = {
  like: { text: 'like', className: 'left-5 -rotate-12 border-forest-500 text-forest-500' },
  pass: { text: 'pass', className: 'right-5 rotate-12 border-danger text-danger' },
  super_like: { text: 'superLike', className: 'left-1/2 -translate-x-1/2 border-gold-400 text-gold-400' },
};

/** Phones show a few interests; the wide card has room for more. */
const PHONE_INTERESTS = 4;
const WIDE_INTERESTS = 8;

/**
 * One person: photos filling the top (or the left half on wide screens) with name, age, badges and
 * online state over them, then what matters at a glance. The card's height is what the screen has
 * left between the deck's controls and its action bar (styles.css), so nothing hides behind them.
 */
export function ProfileCard({ profile, exit, reducedMotion, onOpen, onMessage, onDragSwipe, menu }: ProfileCardProps) {
  const { t } = useTranslation('discover');
  const headingId = useId();
  const { drag, handlers, wasDrag } = useCardDrag(onDragSwipe, exit !== null);
  const stampFor: SwipeAction | null = exit && exit !== 'next' ? exit : drag ? dragOutcome(drag.x, drag.y) : null;
  const style =
    drag && !reducedMotion
      ? { transform: `translate(${drag.x}px, ${Math.min(drag.y, 0)}px) rotate(${drag.x / 20}deg)` }
      : undefined;

  return (
    <article
      aria-labelledby={headingId}
      style={style}
      className={cn(
        'deck-card relative mx-auto flex w-full max-w-md flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-lg md:grid md:max-w-4xl md:grid-cols-2',
        !drag && !reducedMotion && 'transition-all duration-[600ms] ease-out',
        exit && (reducedMotion ? 'opacity-60' : EXIT_CLASSES[exit]),
      )}
    >
      <div className="relative min-h-0 flex-1 touch-pan-y select-none bg-sand-200" {...handlers}>
        <CardPhotos key={profile.id} profile={profile} onOpen={onOpen} wasDrag={wasDrag} />
        {profile.isDemo ? (
          <span className="pointer-events-none absolute left-3 top-5 z-10">
            <DemoMark />
          </span>
        ) : null}
        <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 flex items-end gap-2 bg-gradient-to-t from-black/75 via-black/40 to-transparent px-4 pb-3 pt-16 text-white">
          <div className="min-w-0 flex-1">
            <h2
              id={headingId}
              className="flex flex-wrap items-center gap-x-2 gap-y-1 text-2xl leading-tight text-white [text-shadow:0_1px_3px_rgb(0_0_0/0.5)]"
            >
              <span className="break-words" dir="auto">
                {profile.displayName}
                {profile.age ? <span className="font-sans font-normal">, {profile.age}</span> : null}
              </span>
              {profile.verified ? <VerifiedMark /> : null}
            </h2>
            {profile.online ? (
              <span className="mt-1.5 inline-block">
                <OnlineMark />
              </span>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onOpen}
            aria-label={t('card.seeFull')}
            className="pointer-events-auto inline-flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-full bg-white/90 text-forest-800 shadow hover:bg-white"
          >
            <ChevronUp className="h-5 w-5" aria-hidden />
          </button>
        </div>
        {stampFor ? (
          <span
            aria-hidden
            className={cn(
              'pointer-events-none absolute top-16 z-20 rounded-xl border-4 bg-white/85 px-3 py-1 font-display text-2xl uppercase tracking-wide',
              STAMPS[stampFor].className,
            )}
          >
            {t(`actions.${STAMPS[stampFor].text}`)}
          </span>
        ) : null}
      </div>
      <CardDetails profile={profile} onMessage={onMessage} menu={menu} />
    </article>
  );
}

function CardDetails({ profile, onMessage, menu }: Pick<ProfileCardProps, 'profile' | 'onMessage' | 'menu'>) {
  const { t, i18n } = useTranslation('discover');
  const labels = useChoiceLabels();
  const distance = useDistanceLabel()(profile);
  const phone = visibleInterests(profile.interests, PHONE_INTERESTS);
  const wide = visibleInterests(profile.interests, WIDE_INTERESTS);
  const facts: [string, string | null][] = [
    [t('card.education'), profile.education ? labels.education[profile.education] : null],
    [t('card.lookingFor'), profile.relationshipGoals ? labels.lookingFor[profile.relationshipGoals] : null],
    [t('card.height'), profile.heightCm ? heightLabel(profile.heightCm, i18n.language) : null],
  ];
  const chip = 'rounded-full bg-forest-50 px-2.5 py-0.5 text-sm text-forest-800';

  return (
    <div
      data-card-details
      className="flex min-w-0 shrink-0 flex-col gap-2 p-4 md:min-h-0 md:gap-3 md:overflow-y-auto md:p-6"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
        {profile.matchPercent !== null ? <MatchPercent value={profile.matchPercent} /> : null}
        <MapPin className="h-4 w-4 shrink-0 text-terracotta-600" aria-hidden />
        <span className="min-w-0" dir="auto">
          {profile.location}
          {distance ? ` · ${distance}` : null}
        </span>
      </p>
      {profile.occupation || profile.personality || profile.heritage || profile.languages.length ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-ink-soft">
          {profile.occupation ? (
            <span className="inline-flex min-w-0 items-center gap-2">
              <Briefcase className="h-4 w-4 shrink-0 text-terracotta-600" aria-hidden />
              <span className="break-words" dir="auto">
                {profile.occupation}
              </span>
            </span>
          ) : null}
          <CulturalChips profile={profile} />
        </div>
      ) : null}
      {profile.bio ? (
        <p dir="auto" className="line-clamp-2 whitespace-pre-line text-ink md:line-clamp-6">
          {profile.bio}
        </p>
      ) : null}
      {profile.interests.length ? (
        <ul aria-label={t('card.interests')} className="flex flex-wrap gap-1.5">
          {wide.shown.map((interest, i) => (
            <li key={interest} dir="auto" className={cn(chip, i >= PHONE_INTERESTS && 'hidden md:list-item')}>
              {interest}
            </li>
          ))}
          {phone.more ? (
            <li className={cn(chip, 'bg-gold-100 font-medium text-gold-700 md:hidden')}>
              {t('card.more', { count: phone.more })}
            </li>
          ) : null}
          {wide.more ? (
            <li className={cn(chip, 'hidden bg-gold-100 font-medium text-gold-700 md:list-item')}>
              {t('card.more', { count: wide.more })}
            </li>
          ) : null}
        </ul>
      ) : null}
      {facts.some(([, v]) => v) ? (
        <dl className="hidden grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm md:grid">
          {facts
            .filter((f): f is [string, string] => Boolean(f[1]))
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-forest-800">{label}</dt>
                <dd dir="auto" className="text-ink-soft">
                  {value}
                </dd>
              </div>
            ))}
        </dl>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 md:mt-auto md:pt-2">
        <Button variant="outline" size="sm" onClick={onMessage}>
          <MessageCircle className="h-4 w-4" aria-hidden />
          {t('card.message')}
        </Button>
        <FriendButton key={profile.id} profile={profile} />
        <span className="ms-auto">{menu}</span>
      </div>
    </div>
  );
}
