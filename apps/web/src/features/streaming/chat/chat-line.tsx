import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, Flag, Heart, MoreVertical } from 'lucide-react';
import { GIFT_CATALOGUE } from '@sankofa/contracts/constants';
import type { StreamChatMessage } from '@sankofa/contracts';
import { GIFT_ICONS } from '@/components/gift-menu.tsx';
import { PendingStatus } from '@/components/chat-status.tsx';
import { cn } from '@/lib/cn.ts';
import type { PendingStreamMessage, StreamOutgoing } from './stream-chat-log.ts';

const lineButton =
  '-me-1 flex h-8 w-8 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-soft hover:bg-sand-100 focus-visible:outline-2 focus-visible:outline-gold-500';

function Avatar({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  const frame = 'h-8 w-8 shrink-0 overflow-hidden rounded-full';
  // The name is written next to it, so the picture itself is decorative.
  if (photoUrl) return <img src={photoUrl} alt="" loading="lazy" className={cn(frame, 'bg-forest-100 object-cover')} />;
  return (
    <span
      aria-hidden
      className={cn(frame, 'flex items-center justify-center bg-forest-800 font-display text-sm text-gold-300')}
    >
      {(Array.from(name.trim())[0] ?? '?').toLocaleUpperCase()}
    </span>
  );
}

function Body({ outgoing }: { outgoing: StreamOutgoing }) {
  const { t, i18n } = useTranslation('streaming');
  if (outgoing.kind === 'heart')
    return (
      <span className="inline-flex items-center gap-1.5 text-terracotta-600">
        <Heart className="h-4 w-4 fill-current" aria-hidden />
        <span className="font-medium">{t('chat.sentHeart')}</span>
      </span>
    );
  if (outgoing.kind === 'gift') {
    const Icon = GIFT_ICONS[outgoing.giftType];
    const { cost } = GIFT_CATALOGUE[outgoing.giftType];
    return (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <span className="flex h-6 w-6 items-center justify-center rounded-full bg-gold-100 text-terracotta-600">
          <Icon className="h-3.5 w-3.5" aria-hidden />
        </span>
        <span className="font-medium text-ink">
          {t(`chat.sentGift.${outgoing.giftType}`)}{' '}
          <span className="font-normal text-ink-soft">
            {t('chat.giftCost', { count: cost, cost: new Intl.NumberFormat(i18n.language).format(cost) })}
          </span>
        </span>
      </span>
    );
  }
  // A member's own words: never translated, and their direction follows the text itself.
  return (
    <span dir="auto" className="whitespace-pre-wrap break-words text-ink">
      {outgoing.text}
    </span>
  );
}

const outgoingOf = (m: StreamChatMessage): StreamOutgoing =>
  m.kind === 'gift' && m.gift
    ? { kind: 'gift', giftType: m.gift.type }
    : m.kind === 'heart'
      ? { kind: 'heart' }
      : { kind: 'text', text: m.text };

function Line({
  name,
  photoUrl,
  mine,
  host = false,
  verified = false,
  outgoing,
  footer,
  onModerate,
  onReport,
}: {
  name: string;
  photoUrl: string | null;
  mine: boolean;
  verified?: boolean;
  host?: boolean;
  outgoing: StreamOutgoing;
  footer?: ReactNode;
  onModerate?: () => void;
  onReport?: () => void;
}) {
  const { t } = useTranslation('streaming');
  return (
    <li className="flex items-start gap-2.5">
      <Avatar name={name} photoUrl={photoUrl} />
      <div className="min-w-0 flex-1 text-sm leading-snug">
        <p>
          <bdi className={cn('me-1.5 font-bold', mine ? 'text-terracotta-600' : 'text-forest-800')}>{name}</bdi>
          {verified ? (
            <BadgeCheck
              className="-ms-1 me-1.5 inline h-4 w-4 align-text-bottom text-terracotta-500"
              role="img"
              aria-label={t('verified')}
            />
          ) : null}
          {host ? (
            <>
              {' '}
              <span className="me-1.5 rounded-full bg-forest-800 px-2 py-0.5 align-middle text-[0.7rem] font-bold uppercase tracking-wide text-gold-300">
                {t('chat.host')}
              </span>
            </>
          ) : null}{' '}
          <Body outgoing={outgoing} />
        </p>
        {footer}
      </div>
      {onModerate ? (
        <button
          type="button"
          aria-label={t('chat.moderate', { name })}
          onClick={onModerate}
          className={cn(lineButton, 'hover:text-forest-800')}
        >
          <MoreVertical className="h-4 w-4" aria-hidden />
        </button>
      ) : onReport ? (
        <button
          type="button"
          aria-label={t('chat.report', { name })}
          title={t('chat.reportShort')}
          onClick={onReport}
          className={cn(lineButton, 'hover:text-danger')}
        >
          <Flag className="h-3.5 w-3.5" aria-hidden />
        </button>
      ) : null}
    </li>
  );
}

/**
 * One message in a stream's chat. The host gets the moderation choices on other people's lines; a
 * viewer gets a flag to report the line (onReport), never on their own.
 */
export function ChatLine({
  message,
  mine,
  host,
  onModerate,
  onReport,
}: {
  message: StreamChatMessage;
  mine: boolean;
  host: boolean;
  onModerate?: () => void;
  onReport?: () => void;
}) {
  return (
    <Line
      onModerate={onModerate}
      onReport={onReport}
      name={message.sender.displayName}
      photoUrl={message.sender.photoUrl}
      mine={mine}
      host={host}
      verified={message.sender.verified}
      outgoing={outgoingOf(message)}
    />
  );
}

export function PendingLine({ pending, onRetry }: { pending: PendingStreamMessage; onRetry: () => void }) {
  const { t } = useTranslation('streaming');
  return (
    <Line
      name={t('chat.you')}
      photoUrl={null}
      mine
      outgoing={pending.outgoing}
      footer={
        <p className="mt-0.5 flex items-center gap-2 text-xs text-ink-soft">
          <PendingStatus status={pending.status} onRetry={onRetry} />
        </p>
      }
    />
  );
}
