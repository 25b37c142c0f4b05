import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '@sankofa/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { MessageBubble, PendingBubble } from './message-bubble.tsx';
import { dayKey, dayLabel } from './message-time.ts';
import type { TimelineItem } from './outbox.ts';

/** Within this distance of the bottom, new messages keep the view pinned to the newest. */
const NEAR_BOTTOM_PX = 120;

// A pending message and its confirmed copy share a key, so the bubble stays put when it is confirmed.
const keyOf = (item: TimelineItem, me: string) =>
  item.type === 'message' ? `${item.message.senderId}:${item.message.clientId}` : `${me}:${item.pending.clientId}`;

interface MessageLogProps {
  items: TimelineItem[];
  me: string;
  name: string;
  seenSeq: number | null;
  /** Shown while the conversation has no messages. */
  emptyText: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  onReport: (message: ChatMessage) => void;
}

/**
 * The conversation, newest at the bottom. It opens at the newest message and follows new ones while
 * the reader is near the bottom (always for their own); scrolling to the top loads older messages and
 * keeps the message that was on screen where it was.
 */
export function MessageLog({
  items,
  me,
  name,
  seenSeq,
  emptyText,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onRetry,
  onReport,
}: MessageLogProps) {
  const { t } = useTranslation('messages');
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const before = useRef({ first: '', last: '', height: 0, top: 0, nearBottom: true });
  const first = items[0] ? keyOf(items[0], me) : '';
  const lastItem = items.at(-1);
  const last = lastItem ? keyOf(lastItem, me) : '';
  const lastIsMine = lastItem ? lastItem.type === 'pending' || lastItem.message.senderId === me : false;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const was = before.current;
    if (!was.last || (last !== was.last && (was.nearBottom || lastIsMine))) el.scrollTop = el.scrollHeight;
    else if (first !== was.first && last === was.last) el.scrollTop = was.top + (el.scrollHeight - was.height);
    before.current = { first, last, height: el.scrollHeight, top: el.scrollTop, nearBottom: isNearBottom(el) };
  }, [first, last, lastIsMine]);

  const onScroll = () => {
    const el = scroller.current;
    if (el)
      before.current = { ...before.current, height: el.scrollHeight, top: el.scrollTop, nearBottom: isNearBottom(el) };
  };

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasOlder || loadingOlder) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadOlder(), {
      root: scroller.current,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  return (
    <div
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={t('chat.log', { name })}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-sand-50 px-3 py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-500 sm:px-5"
    >
      {hasOlder ? (
        <div ref={sentinel} className="mb-3 text-center">
          <Button variant="ghost" size="sm" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? t('shared.loading') : t('chat.loadOlder')}
          </Button>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="mx-auto mt-6 max-w-xs rounded-2xl bg-white px-4 py-3 text-center text-sm text-ink-soft shadow-sm">
          {emptyText}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {items.map((item, i) => {
          const bubble =
            item.type === 'message' ? (
              <MessageBubble
                key={keyOf(item, me)}
                message={item.message}
                mine={item.message.senderId === me}
                author={item.message.senderId === me ? t('chat.you') : name}
                seen={item.message.seq === seenSeq}
                onReport={() => onReport(item.message)}
              />
            ) : (
              <PendingBubble
                key={keyOf(item, me)}
                pending={item.pending}
                onRetry={() => onRetry(item.pending.clientId)}
              />
            );
          const at = timeOf(item);
          const previous = items[i - 1];
          if (previous && dayKey(timeOf(previous)) === dayKey(at)) return bubble;
          return [<DaySeparator key={`day:${dayKey(at)}`} iso={at} />, bubble];
        })}
      </ol>
    </div>
  );
}

const timeOf = (item: TimelineItem) => (item.type === 'message' ? item.message.sentAt : item.pending.createdAt);

// Hidden from assistive technology: each bubble's own time already carries the date for older days.
function DaySeparator({ iso }: { iso: string }) {
  return (
    <li aria-hidden="true" className="flex items-center gap-3 py-1 text-xs font-medium text-ink-soft">
      <span className="h-px flex-1 bg-sand-200" />
      <span>{dayLabel(iso)}</span>
      <span className="h-px flex-1 bg-sand-200" />
    </li>
  );
}

function isNearBottom(el: HTMLElement): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
}
