import { useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Briefcase, MapPin, MessageCircle } from 'lucide-react';
import type { PublicProfile } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { FriendButton } from '../people/friend-button.tsx';
import { visibleInterests } from './interests.ts';
import { DemoMark, MatchPercent, OnlineMark, VerifiedMark } from './profile-badges.tsx';
import { distanceLabel } from '../profile-labels.ts';
import { ProfilePhoto } from './profile-photo.tsx';
import { dragOutcome, EXIT_CLASSES, type CardExit } from './swipe-motion.ts';
import type { SwipeAction } from './swipe-keys.ts';

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

const STAMPS: Record<SwipeAction, { text: string; className: string }> = {
  like: { text: 'Like', className: 'left-5 -rotate-12 border-forest-500 text-forest-500' },
  pass: { text: 'Pass', className: 'right-5 rotate-12 border-danger text-danger' },
  super_like: { text: 'Super Like', className: 'left-1/2 -translate-x-1/2 border-gold-400 text-gold-400' },
};

export function ProfileCard({ profile, exit, reducedMotion, onOpen, onMessage, onDragSwipe, menu }: ProfileCardProps) {
  const headingId = useId();
  const { shown, more } = visibleInterests(profile.interests);
  const distance = distanceLabel(profile);
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const dragged = useRef(false);

  function onPointerDown(e: PointerEvent<HTMLElement>) {
    if (!onDragSwipe || exit || e.button !== 0) return;
    start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
    dragged.current = false;
  }
  function onPointerMove(e: PointerEvent<HTMLElement>) {
    const s = start.current;
    if (!s || s.id !== e.pointerId) return;
    const d = { x: e.clientX - s.x, y: e.clientY - s.y };
    if (!dragged.current && Math.hypot(d.x, d.y) > 8) {
      dragged.current = true;
      e.currentTarget.setPointerCapture(e.pointerId);
    }
    if (dragged.current) setDrag(d);
  }
  function onPointerEnd(e: PointerEvent<HTMLElement>) {
    const s = start.current;
    start.current = null;
    if (!s || s.id !== e.pointerId || !dragged.current || !drag) return setDrag(null);
    const action = dragOutcome(drag.x, drag.y);
    setDrag(null);
    if (action) onDragSwipe?.(action);
  }

  const stampFor: SwipeAction | null = exit && exit !== 'next' ? exit : drag ? dragOutcome(drag.x, drag.y) : null;
  const style = drag && !reducedMotion ? { transform: `translate(${drag.x}px, ${Math.min(drag.y, 0)}px) rotate(${drag.x / 20}deg)` } : undefined;

  return (
    <article
      aria-labelledby={headingId}
      style={style}
      className={cn(
        'relative mx-auto w-full max-w-md overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-lg md:grid md:max-w-4xl md:grid-cols-2',
        !drag && !reducedMotion && 'transition-all duration-[600ms] ease-out',
        exit && (reducedMotion ? 'opacity-60' : EXIT_CLASSES[exit]),
      )}
    >
      <div
        className="relative h-[clamp(200px,32dvh,380px)] touch-pan-y select-none bg-sand-200 md:h-auto md:min-h-[440px]"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <button
          type="button"
          className="absolute inset-0 cursor-pointer"
          aria-label={`Open ${profile.displayName}'s full profile`}
          onClick={() => (dragged.current ? (dragged.current = false) : onOpen())}
        >
          <ProfilePhoto url={profile.photos[0]?.url} name={profile.displayName} alt="" />
        </button>
        <div className="pointer-events-none absolute inset-x-3 top-3 flex flex-wrap items-start gap-2">
          {profile.matchPercent !== null ? <MatchPercent value={profile.matchPercent} /> : null}
          {profile.isDemo ? <DemoMark /> : null}
          <span className="ml-auto">{profile.online ? <OnlineMark /> : null}</span>
        </div>
        {profile.photos.length > 1 ? (
          <span className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-forest-900/75 px-2.5 py-1 text-xs font-medium text-white">
            {profile.photos.length} photos
          </span>
        ) : null}
        {stampFor ? (
          <span
            aria-hidden
            className={cn(
              'pointer-events-none absolute top-16 rounded-xl border-4 bg-white/85 px-3 py-1 font-display text-2xl uppercase tracking-wide',
              STAMPS[stampFor].className,
            )}
          >
            {STAMPS[stampFor].text}
          </span>
        ) : null}
      </div>

      <div className="flex min-w-0 flex-col gap-2 p-4 md:p-6">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-2xl text-forest-800">
              <span className="break-words">
                {profile.displayName}
                {profile.age ? <span className="font-sans font-normal text-ink-soft">, {profile.age}</span> : null}
              </span>
              {profile.verified ? <VerifiedMark /> : null}
            </h2>
          </div>
          {menu}
        </div>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-ink-soft">
          <MapPin className="h-4 w-4 shrink-0 text-terracotta-600" aria-hidden />
          <span>{profile.location}</span>
          {distance ? <span aria-hidden>·</span> : null}
          {distance ? <span>{distance}</span> : null}
        </p>
        {profile.occupation ? (
          <p className="flex items-center gap-2 text-sm text-ink-soft">
            <Briefcase className="h-4 w-4 shrink-0 text-terracotta-600" aria-hidden />
            {profile.occupation}
          </p>
        ) : null}
        {profile.bio ? <p className="line-clamp-3 text-ink">{profile.bio}</p> : null}
        {shown.length ? (
          <ul aria-label="Interests" className="flex flex-wrap gap-1.5">
            {shown.map((interest) => (
              <li key={interest} className="rounded-full bg-forest-50 px-3 py-1 text-sm text-forest-800">
                {interest}
              </li>
            ))}
            {more ? <li className="rounded-full bg-gold-100 px-3 py-1 text-sm font-medium text-gold-700">+{more} more</li> : null}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
          <Button variant="outline" size="sm" onClick={onMessage}>
            <MessageCircle className="h-4 w-4" aria-hidden />
            Message
          </Button>
          <FriendButton key={profile.id} profile={profile} />
          <Button variant="ghost" size="sm" onClick={onOpen} className="ml-auto">
            See full profile
          </Button>
        </div>
      </div>
    </article>
  );
}
