import type { ReactNode } from 'react';
import { Flag, Heart, Phone, PhoneMissed } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { GIFT_ICONS } from '@/components/gift-menu.tsx';
import { GIFT_CATALOGUE, GIFT_EMOJI, HEART_EMOJI } from '@sankofa/contracts/constants';
import type { CallLineFacts, ChatMessage, GiftType } from '@sankofa/contracts';
import { hasContactHandles } from '@sankofa/contracts/text-rules';
import { ShieldAlert } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { callLineOf } from './message-text.ts';
import { messageTime } from './message-time.ts';
import type { PendingMessage } from './outbox.ts';
import { PendingStatus } from '@/components/chat-status.tsx';

interface Content {
  kind: ChatMessage['kind'];
  text: string;
  giftType: GiftType | null;
  call?: CallLineFacts | null;
}

function Body({ kind, text, giftType, call, mine }: Content & { mine: boolean }) {
  const { t } = useTranslation('messages');
  if (kind === 'heart') {
    return (
      <p className="flex items-center gap-2">
        <Heart
          className={cn('h-7 w-7 shrink-0 fill-current', mine ? 'text-gold-300' : 'text-terracotta-600')}
          aria-hidden
        />
        {text && text !== HEART_EMOJI ? (
          <span dir="auto" className="font-medium">
            {text}
          </span>
        ) : (
          <span className="font-medium">{t('lines.sentHeart')}</span>
        )}
      </p>
    );
  }
  if (kind === 'gift' && giftType) {
    const Icon = GIFT_ICONS[giftType];
    const gift = GIFT_CATALOGUE[giftType];
    return (
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'flex h-11 w-11 shrink-0 items-center justify-center rounded-full',
            mine ? 'bg-gold-400 text-forest-900' : 'bg-gold-100 text-terracotta-600',
          )}
        >
          <Icon className="h-6 w-6" aria-hidden />
        </span>
        <span>
          <span className="block font-medium">{t(`gifts.${giftType}`)}</span>
          <span className={cn('block text-sm', mine ? 'text-gold-300' : 'text-ink-soft')}>
            {t('chat.tokens', { count: gift.cost })}
          </span>
          {text && text !== GIFT_EMOJI ? (
            <span dir="auto" className="mt-1 block">
              {text}
            </span>
          ) : null}
        </span>
      </div>
    );
  }
  if (kind === 'call') {
    // Without facts (an older server) the line is the server's English: "Missed voice call", "Voice call declined".
    const unanswered = call ? call.outcome !== 'answered' : text.startsWith('Missed') || text.endsWith('declined');
    const Icon = unanswered ? PhoneMissed : Phone;
    return (
      <p className="flex items-center gap-2">
        <Icon className={cn('h-5 w-5 shrink-0', mine ? 'text-gold-300' : 'text-forest-700')} aria-hidden />
        <span className="font-medium">{callLineOf(call, text)}</span>
      </p>
    );
  }
  return (
    <p dir="auto" className="whitespace-pre-wrap break-words">
      {text}
    </p>
  );
}

function Bubble({
  mine,
  author,
  content,
  footer,
  note,
}: {
  mine: boolean;
  author: string;
  content: Content;
  footer: ReactNode;
  note?: ReactNode;
}) {
  return (
    <li className={cn('flex max-w-[85%] flex-col sm:max-w-[75%]', mine ? 'ms-auto items-end' : 'me-auto items-start')}>
      <div
        className={cn(
          'rounded-3xl px-4 py-2.5 text-[0.95rem] leading-snug shadow-sm',
          mine ? 'rounded-ee-md bg-forest-800 text-white' : 'rounded-es-md border border-sand-200 bg-white text-ink',
        )}
      >
        <span className="sr-only">{author}: </span>
        <Body {...content} mine={mine} />
      </div>
      <p className="mt-1 flex items-center gap-2 px-1 text-xs text-ink-soft">{footer}</p>
      {note}
    </li>
  );
}

export function MessageBubble({
  message,
  mine,
  author,
  seen,
  onReport,
}: {
  message: ChatMessage;
  mine: boolean;
  author: string;
  seen: boolean;
  onReport?: () => void;
}) {
  const { t } = useTranslation('messages');
  // Their own words can be reported; the server's call lines cannot.
  const reportable = !mine && message.kind !== 'call' && onReport;
  return (
    <Bubble
      mine={mine}
      author={author}
      content={{
        kind: message.kind,
        text: message.text,
        giftType: message.gift?.type ?? null,
        call: message.call ?? null,
      }}
      note={!mine && hasContactHandles(message.text) ? <SafetyTip /> : undefined}
      footer={
        <>
          <time dateTime={message.sentAt}>{messageTime(message.sentAt)}</time>
          {seen ? <span className="font-medium text-forest-700">{t('chat.seen')}</span> : null}
          {reportable ? (
            <button
              type="button"
              onClick={onReport}
              aria-label={t('chat.report', { name: author })}
              className="-m-2 inline-flex h-8 w-8 cursor-pointer items-center justify-center rounded-full text-ink-soft hover:bg-sand-100 hover:text-danger"
            >
              <Flag className="h-3.5 w-3.5" aria-hidden />
            </button>
          ) : null}
        </>
      }
    />
  );
}

export function PendingBubble({ pending, onRetry }: { pending: PendingMessage; onRetry: () => void }) {
  const { t } = useTranslation('messages');
  const { outgoing } = pending;
  const content: Content =
    outgoing.kind === 'text'
      ? { kind: 'text', text: outgoing.text, giftType: null }
      : outgoing.kind === 'heart'
        ? { kind: 'heart', text: HEART_EMOJI, giftType: null }
        : { kind: 'gift', text: GIFT_EMOJI, giftType: outgoing.giftType };
  return (
    <Bubble
      mine
      author={t('chat.you')}
      content={content}
      footer={<PendingStatus status={pending.status} onRetry={onRetry} />}
    />
  );
}

/** Beside a message from the other person that carries a phone number, a handle or a payment detail. */
function SafetyTip() {
  return (
    <p
      role="note"
      className="mt-1.5 flex max-w-xs items-start gap-2 rounded-2xl bg-gold-100 px-3 py-2 text-xs leading-snug text-forest-900"
    >
      <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        <Trans ns="messages" i18nKey="chat.safetyTip" components={{ b: <span className="font-bold" /> }} />
      </span>
    </p>
  );
}
