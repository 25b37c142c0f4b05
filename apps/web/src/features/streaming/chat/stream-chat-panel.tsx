import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Heart, MoreVertical, SendHorizontal, Timer } from 'lucide-react';
import { GIFT_CATALOGUE, STREAM_CHAT_MAX_LENGTH, STREAM_MUTED_MESSAGE, STREAM_SLOW_MODE_CHOICES } from '@sankofa/contracts/constants';
import { toast } from 'sonner';
import type { StreamChatMessage } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { GIFT_ICONS, GiftMenu, composerIconButton as iconButton } from '@/components/gift-menu.tsx';
import { useOwnProfile } from '@/features/profile';
import { getStream, streamingKeys } from '../streaming-api.ts';
import { cn } from '@/lib/cn.ts';
import { chatTextOf, type PendingStreamMessage, type StreamChatItem, type StreamOutgoing } from './stream-chat-log.ts';
import { useStreamChat } from './use-stream-chat.ts';
import { ModerationDialog } from './moderation-dialog.tsx';
import { setStreamSlowMode } from './stream-chat-api.ts';
import { ChatLoadState, PendingStatus } from '@/components/chat-status.tsx';
import { myId } from '@/lib/session-manager.ts';

/** Within this distance of the bottom, new messages keep the log pinned to the newest. */
const NEAR_BOTTOM_PX = 80;

/**
 * A stream's live chat: the log, then text, a heart and (for viewers) gifts. Used beside the video on
 * the watch page and on the host's Go Live screen; it fills the height its parent gives it.
 */
export function StreamChatPanel({ streamId, isHost }: { streamId: string; isHost: boolean }) {
  const { query, items, send, retry, ended, muted, slowModeSeconds } = useStreamChat(streamId);
  const me = myId();
  // The stream's card (usually cached by the page already) says who the host is, for the 'Host' mark.
  const card = useQuery({
    queryKey: streamingKeys.stream(streamId),
    queryFn: () => getStream(streamId),
  }).data;
  const hostId = card?.hostId.toLowerCase() ?? null;
  const slowMode = slowModeSeconds ?? card?.slowModeSeconds ?? 0;
  const [moderating, setModerating] = useState<StreamChatMessage | null>(null);
  // Whom this host muted from this page, so the dialog offers to unmute them.
  const [mutedIds, setMutedIds] = useState<ReadonlySet<string>>(new Set());

  return (
    <section
      aria-labelledby={`stream-chat-${streamId}`}
      className="flex h-full min-h-0 flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 border-b border-sand-200 px-4 py-2">
        <h2 id={`stream-chat-${streamId}`} className="py-1 font-display text-lg text-forest-800">
          Live chat
        </h2>
        {isHost && !ended ? <SlowModePicker streamId={streamId} seconds={slowMode} /> : null}
      </div>
      {query.data ? (
        <ChatLog items={items} me={me} hostId={hostId} onRetry={retry} onModerate={isHost ? setModerating : undefined} />
      ) : (
        <ChatLoadState error={query.isError ? query.error : null} onRetry={() => void query.refetch()} loadingText="Loading chat..." />
      )}
      {ended ? (
        <p role="status" className="border-t border-sand-200 bg-sand-50 px-4 py-3 text-center text-sm text-ink-soft">
          This stream has ended. The chat is closed.
        </p>
      ) : muted && !isHost ? (
        <p role="status" className="border-t border-sand-200 bg-sand-50 px-4 py-3 text-center text-sm text-ink-soft">
          {STREAM_MUTED_MESSAGE}
        </p>
      ) : (
        <>
          {slowMode > 0 && !isHost ? (
            <p className="flex items-center justify-center gap-1.5 border-t border-sand-200 bg-sand-50 px-4 py-1.5 text-xs text-ink-soft">
              <Timer className="h-3.5 w-3.5" aria-hidden /> Slow mode: one message every {slowMode} seconds
            </p>
          ) : null}
          <ChatComposer isHost={isHost} onSend={send} />
        </>
      )}
      {moderating ? (
        <ModerationDialog
          streamId={streamId}
          message={moderating}
          muted={mutedIds.has(moderating.sender.userId)}
          onMutedChange={(userId, on) =>
            setMutedIds((ids) => {
              const next = new Set(ids);
              if (on) next.add(userId);
              else next.delete(userId);
              return next;
            })
          }
          onOpenChange={(open) => !open && setModerating(null)}
        />
      ) : null}
    </section>
  );
}

/** The host's slow mode: how long each viewer waits between two messages (the server holds them to it). */
function SlowModePicker({ streamId, seconds }: { streamId: string; seconds: number }) {
  const [busy, setBusy] = useState(false);
  return (
    <label className="flex items-center gap-1.5 text-sm text-ink-soft">
      <Timer className="h-4 w-4" aria-hidden />
      <span>Slow mode</span>
      <select
        value={seconds}
        disabled={busy}
        onChange={(e) => {
          const next = Number(e.target.value);
          setBusy(true);
          setStreamSlowMode(streamId, next)
            .then(() => toast.success(next ? `Slow mode on: ${next} seconds` : 'Slow mode off'))
            .catch((err: unknown) => toast.error('Slow mode did not change', { description: err instanceof Error ? err.message : undefined }))
            .finally(() => setBusy(false));
        }}
        className="h-9 rounded-full border border-sand-300 bg-white px-2 text-sm text-ink focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-200"
      >
        {(STREAM_SLOW_MODE_CHOICES.includes(seconds as (typeof STREAM_SLOW_MODE_CHOICES)[number]) ? STREAM_SLOW_MODE_CHOICES : [...STREAM_SLOW_MODE_CHOICES, seconds]).map((n) => (
          <option key={n} value={n}>
            {n === 0 ? 'Off' : `${n} s`}
          </option>
        ))}
      </select>
    </label>
  );
}

function ChatLog({
  items,
  me,
  hostId,
  onRetry,
  onModerate,
}: {
  items: StreamChatItem[];
  me: string;
  hostId: string | null;
  onRetry: (clientId: string) => void;
  /** Given to the host only: opens the choices about a message from someone else. */
  onModerate?: (message: StreamChatMessage) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const last = items.at(-1);
  const lastKey = last ? (last.type === 'message' ? last.message.id : last.pending.clientId) : '';
  const lastIsMine = last ? last.type === 'pending' || last.message.sender.userId.toLowerCase() === me : false;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && (nearBottom.current || lastIsMine)) el.scrollTop = el.scrollHeight;
  }, [lastKey, lastIsMine]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label="Live chat messages"
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-sand-50 px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-500"
    >
      {items.length === 0 ? (
        <p className="mx-auto mt-4 max-w-xs rounded-2xl bg-white px-4 py-3 text-center text-sm text-ink-soft shadow-sm">
          No messages yet. Say hello!
        </p>
      ) : null}
      <ol className="flex flex-col gap-2.5">
        {items.map((item) =>
          item.type === 'message' ? (
            <ChatLine
              key={item.message.id}
              message={item.message}
              mine={item.message.sender.userId.toLowerCase() === me}
              host={item.message.sender.userId.toLowerCase() === hostId}
              onModerate={
                onModerate && item.message.sender.userId.toLowerCase() !== me ? () => onModerate(item.message) : undefined
              }
            />
          ) : (
            <PendingLine
              key={item.pending.clientId}
              pending={item.pending}
              onRetry={() => onRetry(item.pending.clientId)}
            />
          ),
        )}
      </ol>
    </div>
  );
}

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
  if (outgoing.kind === 'heart')
    return (
      <span className="inline-flex items-center gap-1.5 text-terracotta-600">
        <Heart className="h-4 w-4 fill-current" aria-hidden />
        <span className="font-medium">sent a heart</span>
      </span>
    );
  if (outgoing.kind === 'gift') {
    const Icon = GIFT_ICONS[outgoing.giftType];
    const gift = GIFT_CATALOGUE[outgoing.giftType];
    return (
      <span className="inline-flex flex-wrap items-center gap-1.5">
        <span className="flex h-6 w-6 items-center justify-center rounded-full bg-gold-100 text-terracotta-600">
          <Icon className="h-3.5 w-3.5" aria-hidden />
        </span>
        <span className="font-medium text-ink">
          sent a {gift.name} <span className="font-normal text-ink-soft">({gift.cost} tokens)</span>
        </span>
      </span>
    );
  }
  return <span className="whitespace-pre-wrap break-words text-ink">{outgoing.text}</span>;
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
}: {
  name: string;
  photoUrl: string | null;
  mine: boolean;
  verified?: boolean;
  host?: boolean;
  outgoing: StreamOutgoing;
  footer?: ReactNode;
  onModerate?: () => void;
}) {
  return (
    <li className="flex items-start gap-2.5">
      <Avatar name={name} photoUrl={photoUrl} />
      <div className="min-w-0 flex-1 text-sm leading-snug">
        <p>
          <span className={cn('mr-1.5 font-bold', mine ? 'text-terracotta-600' : 'text-forest-800')}>{name}</span>
          {verified ? (
            <BadgeCheck
              className="-ml-1 mr-1.5 inline h-4 w-4 align-text-bottom text-terracotta-500"
              role="img"
              aria-label="Verified"
            />
          ) : null}
          {host ? (
            <>
              {' '}
              <span className="mr-1.5 rounded-full bg-forest-800 px-2 py-0.5 align-middle text-[0.7rem] font-bold uppercase tracking-wide text-gold-300">
                Host
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
          aria-label={`Moderate ${name}'s message`}
          onClick={onModerate}
          className="-mr-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand-100 hover:text-forest-800 focus-visible:outline-2 focus-visible:outline-gold-500"
        >
          <MoreVertical className="h-4 w-4" aria-hidden />
        </button>
      ) : null}
    </li>
  );
}

function ChatLine({
  message,
  mine,
  host,
  onModerate,
}: {
  message: StreamChatMessage;
  mine: boolean;
  host: boolean;
  onModerate?: () => void;
}) {
  return (
    <Line
      onModerate={onModerate}
      name={message.sender.displayName}
      photoUrl={message.sender.photoUrl}
      mine={mine}
      host={host}
      verified={message.sender.verified}
      outgoing={outgoingOf(message)}
    />
  );
}

function PendingLine({ pending, onRetry }: { pending: PendingStreamMessage; onRetry: () => void }) {
  return (
    <Line
      name="You"
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

function ChatComposer({ isHost, onSend }: { isHost: boolean; onSend: (outgoing: StreamOutgoing) => Promise<boolean> }) {
  const [draft, setDraft] = useState('');
  const text = chatTextOf(draft);
  // Read with the panel, not when the menu opens, so the balance is there the moment it does.
  const balance = useOwnProfile().data?.tokenBalance;

  function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!text) return;
    setDraft('');
    void onSend({ kind: 'text', text });
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} className="flex items-center gap-1 border-t border-sand-200 bg-white p-2">
      <button
        type="button"
        aria-label={isHost ? 'Send a heart' : 'Send the host a heart'}
        className={iconButton}
        onClick={() => void onSend({ kind: 'heart' })}
      >
        <Heart className="h-5 w-5" aria-hidden />
      </button>
      {isHost ? null : <GiftMenu label="Send the host a gift" balance={balance} onSend={(giftType) => void onSend({ kind: 'gift', giftType })} />}
      <input
        type="text"
        aria-label="Chat message"
        placeholder="Say something…"
        autoComplete="off"
        enterKeyHint="send"
        value={draft}
        maxLength={STREAM_CHAT_MAX_LENGTH}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        className="h-11 min-w-0 flex-1 rounded-full border border-sand-300 bg-sand-50 px-4 text-base text-ink placeholder:text-ink-soft focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-200"
      />
      <Button type="submit" size="icon" aria-label="Send chat message" disabled={!text} className="h-11 w-11 shrink-0">
        <SendHorizontal className="h-5 w-5" aria-hidden />
      </Button>
    </form>
  );
}
