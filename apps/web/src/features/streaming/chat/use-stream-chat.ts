import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { OwnProfile, StreamChatMessage, StreamChatPage } from '@sankofa/contracts';
import { myId } from '@/lib/session-manager.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { OWN_PROFILE_KEY } from '@/features/profile';
import { ApiError } from '@/lib/api-client.ts';
import { getStreamChat, postStreamChat } from './stream-chat-api.ts';
import { streamingKeys } from '../streaming-api.ts';
import { useRealtimeEvent, useRealtimeReconnected } from '@/lib/realtime/use-realtime.tsx';
import {
  markStreamFailed,
  markStreamSending,
  mergeStreamMessages,
  streamChatBody,
  streamTimeline,
  withoutPending,
  type PendingStreamMessage,
  type StreamOutgoing,
} from './stream-chat-log.ts';

const newClientId = () => crypto.randomUUID();

/**
 * A stream's chat: the newest page from the server, live messages merged in (each once), this tab's
 * unsent messages after them, and sending with a client id so a retry is stored once.
 */
export function useStreamChat(streamId: string) {
  const client = useQueryClient();
  const key = streamingKeys.chat(streamId);
  const query = useQuery({ queryKey: key, queryFn: () => getStreamChat(streamId), staleTime: Infinity });
  const [pending, setPending] = useState<PendingStreamMessage[]>([]);
  const [ended, setEnded] = useState(false);
  // Told live by the server; a refusal of a send says the same when an event was missed.
  const [muted, setMuted] = useState(false);
  const [slowModeSeconds, setSlowModeSeconds] = useState<number | null>(null);

  const add = useCallback(
    (messages: StreamChatMessage[]) =>
      client.setQueryData<StreamChatPage>(streamingKeys.chat(streamId), (page) =>
        page ? { messages: mergeStreamMessages(page.messages, messages) } : page,
      ),
    [client, streamId],
  );

  useRealtimeEvent('stream.chat_message', (m) => {
    if (m.streamId !== streamId) return;
    // Before the first page arrives, the page itself will hold it.
    if (client.getQueryData(key)) add([m.message]);
  });
  useRealtimeEvent('stream.ended', (m) => {
    if (m.streamId === streamId) setEnded(true);
  });
  useRealtimeEvent('stream.chat_message_removed', (m) => {
    if (m.streamId !== streamId) return;
    client.setQueryData<StreamChatPage>(key, (page) =>
      page ? { messages: page.messages.filter((x) => x.id !== m.messageId) } : page,
    );
  });
  useRealtimeEvent('stream.muted', (m) => {
    if (m.streamId === streamId) setMuted(m.muted);
  });
  useRealtimeEvent('stream.slow_mode_changed', (m) => {
    if (m.streamId === streamId) setSlowModeSeconds(m.seconds);
  });
  // Messages sent while the connection was down were missed: read the newest page again.
  useRealtimeReconnected(() => void query.refetch());

  const send = useCallback(
    async (outgoing: StreamOutgoing, clientId: string = newClientId()): Promise<boolean> => {
      setPending((list) => markStreamSending(list, clientId, outgoing));
      try {
        const { message, tokenBalance } = await postStreamChat(streamId, streamChatBody(outgoing, clientId));
        add([message]);
        setPending((list) => withoutPending(list, clientId));
        if (outgoing.kind === 'heart') toast.success(i18n.t('streaming:chat.heartSent'));
        if (outgoing.kind === 'gift') toast.success(i18n.t('streaming:chat.giftSent'));
        if (tokenBalance !== null) {
          client.setQueryData<OwnProfile>(OWN_PROFILE_KEY, (p) => (p ? { ...p, tokenBalance } : p));
          void client.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
        }
        return true;
      } catch (err) {
        const reason = err instanceof Error && err.message ? err.message : null;
        if (err instanceof ApiError && err.code === 'stream_ended') setEnded(true);
        if (err instanceof ApiError && err.code === 'chat_muted') setMuted(true);
        setPending((list) => markStreamFailed(list, clientId, reason));
        toast.error(i18n.t('streaming:chat.sendFailed'), reason ? { description: reason } : undefined);
        return false;
      }
    },
    [add, client, streamId],
  );

  const retry = useCallback(
    (clientId: string) => {
      const failed = pending.find((p) => p.clientId === clientId);
      if (failed) void send(failed.outgoing, clientId);
    },
    [pending, send],
  );

  const items = streamTimeline(query.data?.messages ?? [], pending, myId());
  return { query, items, send, retry, ended, muted, slowModeSeconds };
}
