import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { Heart, RotateCcw, Star, X, Zap } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import type { SwipeAction } from './swipe-keys.ts';

interface SwipeActionBarProps {
  onSwipe: (action: SwipeAction) => void;
  onBoost: () => void;
  /** 'mm:ss' left while the member's boost runs (decision 0014). */
  boostCountdown?: string | null;
  boostStarting?: boolean;
  /** Left out where there is nothing to take back (a search result). */
  onUndo?: () => void;
  canUndo?: boolean;
  busy: boolean;
  className?: string;
}

function RoundAction({
  label,
  caption = label,
  keys,
  icon: Icon,
  onClick,
  disabled,
  big,
  tone,
  lit,
}: {
  label: string;
  /** What the small text under the button says, when it is not the label (a countdown). */
  caption?: string;
  keys?: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  big?: boolean;
  tone: string;
  /** Filled with warm gold: the action is running now (a boost). */
  lit?: boolean;
}) {
  return (
    <div className="flex flex-col items-center gap-1">
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        aria-keyshortcuts={keys}
        className={cn(
          'inline-flex cursor-pointer items-center justify-center rounded-full border-2 shadow-md transition-transform hover:scale-105 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:scale-100',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 motion-reduce:transition-none',
          big ? 'h-14 w-14 md:h-16 md:w-16' : 'h-11 w-11 md:h-12 md:w-12',
          lit ? 'bg-gold-100' : 'bg-white',
          tone,
        )}
      >
        <Icon className={big ? 'h-7 w-7 md:h-8 md:w-8' : 'h-5 w-5'} aria-hidden />
        <span className="sr-only">{label}</span>
      </button>
      {/* Phones keep the height for the card: the icons speak for themselves there (and the boost chip counts down). */}
      <span aria-hidden className="hidden text-xs font-medium tabular-nums text-ink-soft md:block">
        {caption}
      </span>
    </div>
  );
}

/** The deck's main controls; arrow keys do the same (Left pass, Right like, Up super like). */
export function SwipeActionBar({
  onSwipe,
  onBoost,
  boostCountdown,
  boostStarting,
  onUndo,
  canUndo,
  busy,
  className,
}: SwipeActionBarProps) {
  const { t } = useTranslation('discover');
  return (
    <div
      role="group"
      aria-label={t('actions.group')}
      className={cn('mx-auto flex w-fit items-center justify-center gap-4 sm:gap-5 md:items-end', className)}
    >
      {onUndo ? (
        <RoundAction
          label={t('actions.undo')}
          icon={RotateCcw}
          onClick={onUndo}
          disabled={busy || !canUndo}
          tone="border-sand-300 text-ink-soft"
        />
      ) : null}
      <RoundAction
        label={t('actions.pass')}
        keys="ArrowLeft"
        icon={X}
        onClick={() => onSwipe('pass')}
        disabled={busy}
        big
        tone="border-danger/40 text-danger"
      />
      <RoundAction
        label={t('actions.superLike')}
        keys="ArrowUp"
        icon={Star}
        onClick={() => onSwipe('super_like')}
        disabled={busy}
        tone="border-gold-400 text-gold-700"
      />
      <RoundAction
        label={t('actions.like')}
        keys="ArrowRight"
        icon={Heart}
        onClick={() => onSwipe('like')}
        disabled={busy}
        big
        tone="border-forest-500/50 text-forest-600"
      />
      {/* While a boost runs the button says so (its name stays put; the countdown is the chip's). */}
      <RoundAction
        label={boostCountdown ? t('actions.boosted') : t('actions.boost')}
        caption={boostCountdown ?? t('actions.boost')}
        icon={Zap}
        onClick={onBoost}
        disabled={boostStarting}
        lit={Boolean(boostCountdown)}
        tone={
          boostCountdown ? 'border-terracotta-500 text-terracotta-600' : 'border-terracotta-400 text-terracotta-600'
        }
      />
    </div>
  );
}
