import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Heart, SendHorizontal, Timer } from 'lucide-react';
import { STREAM_CHAT_MAX_LENGTH, STREAM_SLOW_MODE_CHOICES } from '@sankofa/contracts/constants';
import { toast } from 'sonner';
import type { StreamChatMessage, StreamChatPage } from '@sankofa/contracts';
import { Button } from '@/components/ui/button.tsx';
import { GiftMenu, composerIconButton as iconButton } from '@/components/gift-menu.tsx';
import { useOwnProfile } from '@/features/profile';
import { ReportDialog } from '@/features/safety';
import { getStream, streamingKeys } from '../streaming-api.ts';
import { chatTextOf, type StreamChatItem, type StreamOutgoing } from './stream-chat-log.ts';
import { useStreamChat } from './use-stream-chat.ts';
import { ModerationDialog } from './moderation-dialog.tsx';
import { setStreamSlowMode } from './stream-chat-api.ts';
import { ChatLine, PendingLine } from './chat-line.tsx';
import { ChatLoadState } from '@/components/chat-status.tsx';
import { myId } from '@/lib/session-manager.ts';

/** Within this distance of the bottom, new messages keep the log pinned to the newest. */
const NEAR_BOTTOM_PX = 80;

/**
 * A stream's live chat: the log, then text, a heart and (for viewers) gifts. Used beside the video on
 * the watch page and on the host's Go Live screen; it fills the height its parent gives it. A viewer
 * may report someone else's message; reporting blocks its author, so their lines leave this chat, and
 * reporting the host calls onHostBlocked (their stream is no longer there to watch).
 */
export function StreamChatPanel({
  streamId,
  isHost,
  onHostBlocked,
}: {
  streamId: string;
  isHost: boolean;
  onHostBlocked?: () => void;
}) {
  const { t } = useTranslation('streaming');
  const client = useQueryClient();
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
  const [reporting, setReporting] = useState<StreamChatMessage | null>(null);
  const [blockedIds, setBlockedIds] = useState<ReadonlySet<string>>(new Set());
  // Live messages from someone this viewer just blocked may still arrive; they are not shown.
  const shown = blockedIds.size
    ? items.filter((i) => i.type !== 'message' || !blockedIds.has(i.message.sender.userId.toLowerCase()))
    : items;

  function blocked(message: StreamChatMessage) {
    const sender = message.sender.userId.toLowerCase();
    if (sender === hostId) return onHostBlocked?.();
    setBlockedIds((ids) => new Set(ids).add(sender));
    client.setQueryData<StreamChatPage>(streamingKeys.chat(streamId), (page) =>
      page ? { messages: page.messages.filter((m) => m.sender.userId.toLowerCase() !== sender) } : page,
    );
  }

  return (
    <section
      aria-labelledby={`stream-chat-${streamId}`}
      className="flex h-full min-h-0 flex-col overflow-hidden rounded-3xl border border-sand-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 border-b border-sand-200 px-4 py-2">
        <h2 id={`stream-chat-${streamId}`} className="py-1 font-display text-lg text-forest-800">
          {t('chat.title')}
        </h2>
        {isHost && !ended ? <SlowModePicker streamId={streamId} seconds={slowMode} /> : null}
      </div>
      {query.data ? (
        <ChatLog
          items={shown}
          me={me}
          hostId={hostId}
          onRetry={retry}
          onModerate={isHost ? setModerating : undefined}
          onReport={isHost ? undefined : setReporting}
        />
      ) : (
        <ChatLoadState
          error={query.isError ? query.error : null}
          onRetry={() => void query.refetch()}
          loadingText={t('chat.loading')}
        />
      )}
      {ended ? (
        <p role="status" className="border-t border-sand-200 bg-sand-50 px-4 py-3 text-center text-sm text-ink-soft">
          {t('chat.ended')}
        </p>
      ) : muted && !isHost ? (
        <p role="status" className="border-t border-sand-200 bg-sand-50 px-4 py-3 text-center text-sm text-ink-soft">
          {t('chat.muted')}
        </p>
      ) : (
        <>
          {slowMode > 0 && !isHost ? (
            <p className="flex items-center justify-center gap-1.5 border-t border-sand-200 bg-sand-50 px-4 py-1.5 text-xs text-ink-soft">
              <Timer className="h-3.5 w-3.5" aria-hidden /> {t('chat.slowModeNote', { count: slowMode })}
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
      {reporting ? (
        <ReportDialog
          userId={reporting.sender.userId}
          displayName={reporting.sender.displayName}
          content={{ kind: 'stream_chat', id: reporting.id }}
          open
          onOpenChange={(open) => !open && setReporting(null)}
          onBlocked={() => blocked(reporting)}
        />
      ) : null}
    </section>
  );
}

/** The host's slow mode: how long each viewer waits between two messages (the server holds them to it). */
function SlowModePicker({ streamId, seconds }: { streamId: string; seconds: number }) {
  const { t } = useTranslation('streaming');
  const [busy, setBusy] = useState(false);
  return (
    <label className="flex items-center gap-1.5 text-sm text-ink-soft">
      <Timer className="h-4 w-4" aria-hidden />
      <span>{t('chat.slowMode')}</span>
      <select
        value={seconds}
        disabled={busy}
        onChange={(e) => {
          const next = Number(e.target.value);
          setBusy(true);
          setStreamSlowMode(streamId, next)
            .then(() => toast.success(next ? t('chat.slowModeOn', { count: next }) : t('chat.slowModeOff')))
            .catch((err: unknown) =>
              toast.error(t('chat.slowModeFailed'), { description: err instanceof Error ? err.message : undefined }),
            )
            .finally(() => setBusy(false));
        }}
        className="h-9 rounded-full border border-sand-300 bg-white px-2 text-sm text-ink focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-200"
      >
        {(STREAM_SLOW_MODE_CHOICES.includes(seconds as (typeof STREAM_SLOW_MODE_CHOICES)[number])
          ? STREAM_SLOW_MODE_CHOICES
          : [...STREAM_SLOW_MODE_CHOICES, seconds]
        ).map((n) => (
          <option key={n} value={n}>
            {n === 0 ? t('chat.off') : t('chat.seconds', { count: n })}
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
  onReport,
}: {
  items: StreamChatItem[];
  me: string;
  hostId: string | null;
  onRetry: (clientId: string) => void;
  /** Given to the host only: opens the choices about a message from someone else. */
  onModerate?: (message: StreamChatMessage) => void;
  /** Given to viewers: reports a message from someone else. */
  onReport?: (message: StreamChatMessage) => void;
}) {
  const { t } = useTranslation('streaming');
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
      aria-label={t('chat.log')}
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget;
        nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-sand-50 px-3 py-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-500"
    >
      {items.length === 0 ? (
        <p className="mx-auto mt-4 max-w-xs rounded-2xl bg-white px-4 py-3 text-center text-sm text-ink-soft shadow-sm">
          {t('chat.empty')}
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
                onModerate && item.message.sender.userId.toLowerCase() !== me
                  ? () => onModerate(item.message)
                  : undefined
              }
              onReport={
                onReport && item.message.sender.userId.toLowerCase() !== me ? () => onReport(item.message) : undefined
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

function ChatComposer({ isHost, onSend }: { isHost: boolean; onSend: (outgoing: StreamOutgoing) => Promise<boolean> }) {
  const { t } = useTranslation('streaming');
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
        aria-label={isHost ? t('chat.sendHeart') : t('chat.sendHostHeart')}
        className={iconButton}
        onClick={() => void onSend({ kind: 'heart' })}
      >
        <Heart className="h-5 w-5" aria-hidden />
      </button>
      {isHost ? null : (
        <GiftMenu
          label={t('chat.sendHostGift')}
          balance={balance}
          onSend={(giftType) => void onSend({ kind: 'gift', giftType })}
        />
      )}
      <input
        type="text"
        aria-label={t('chat.message')}
        placeholder={t('chat.placeholder')}
        autoComplete="off"
        enterKeyHint="send"
        value={draft}
        maxLength={STREAM_CHAT_MAX_LENGTH}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        className="h-11 min-w-0 flex-1 rounded-full border border-sand-300 bg-sand-50 px-4 text-base text-ink placeholder:text-ink-soft focus:border-forest-600 focus:outline-none focus:ring-2 focus:ring-forest-200"
      />
      <Button type="submit" size="icon" aria-label={t('chat.send')} disabled={!text} className="h-11 w-11 shrink-0">
        <SendHorizontal className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
      </Button>
    </form>
  );
}
