import {
  BadgeCheck,
  Gift,
  Heart,
  HeartHandshake,
  PhoneMissed,
  Radio,
  ShieldCheck,
  Star,
  UserCheck,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationKind, NotificationView } from '@sankofa/contracts';
import { cn } from '@/lib/cn.ts';
import { relativeTime } from '@/lib/relative-time.ts';
import { currentLocale } from '@/lib/i18n/i18n.ts';
import { notificationTarget, notificationText } from './notification-text.ts';

const ICONS: Record<NotificationKind, LucideIcon> = {
  match: HeartHandshake,
  like: Heart,
  super_like: Star,
  friend_request: UserPlus,
  friend_accepted: UserCheck,
  gift: Gift,
  stream_live: Radio,
  missed_call: PhoneMissed,
  report_reviewed: ShieldCheck,
  moderation_notice: ShieldCheck,
};

function Face({ n }: { n: NotificationView }) {
  const Icon = ICONS[n.kind];
  const letter = n.person ? (Array.from(n.person.displayName.trim())[0] ?? '?').toLocaleUpperCase() : '';
  return (
    <span className="relative h-12 w-12 shrink-0">
      {n.person?.photoUrl ? (
        <img
          src={n.person.photoUrl}
          alt=""
          loading="lazy"
          className="h-12 w-12 rounded-full bg-forest-100 object-cover"
        />
      ) : (
        <span
          aria-hidden
          className="flex h-12 w-12 items-center justify-center rounded-full bg-forest-800 font-display text-lg text-gold-300"
        >
          {letter}
        </span>
      )}
      <span
        aria-hidden
        className="absolute -bottom-1 -end-1 flex h-6 w-6 items-center justify-center rounded-full border-2 border-white bg-gold-400 text-forest-900"
      >
        <Icon className="h-3.5 w-3.5" />
      </span>
    </span>
  );
}

/** One thing that happened: who, what, when, and a dot while it is new; the whole row opens it. */
export function NotificationEntry({ n }: { n: NotificationView }) {
  const { t } = useTranslation('notifications');
  return (
    <li>
      <Link
        to={notificationTarget(n)}
        className={cn(
          'flex items-center gap-3 rounded-2xl px-3 py-3 hover:bg-sand-100 focus-visible:bg-sand-100 focus-visible:outline-2 focus-visible:outline-gold-500',
          n.unread && 'bg-gold-100/50',
        )}
      >
        <Face n={n} />
        <span className="min-w-0 flex-1">
          <span className="block text-sm text-ink">
            {n.unread ? <span className="sr-only">{t('entry.new')}</span> : null}
            {n.person ? (
              <span dir="auto" className="font-semibold text-forest-800">
                {n.person.displayName}
              </span>
            ) : null}
            {n.person?.verified ? (
              <BadgeCheck
                className="ms-1 inline h-4 w-4 align-text-bottom text-terracotta-500"
                role="img"
                aria-label={t('entry.verified')}
              />
            ) : null}
            {n.person ? ' ' : null}
            <span className="break-words">{notificationText(n)}</span>
          </span>
          <span className="mt-0.5 block text-xs text-ink-soft">
            {relativeTime(n.at, undefined, t('page.justNow'), currentLocale())}
          </span>
        </span>
        {n.unread ? <span aria-hidden className="h-2.5 w-2.5 shrink-0 rounded-full bg-terracotta-500" /> : null}
      </Link>
    </li>
  );
}
