import type { SendMessageBody, SendMessageResult } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { conversationPair } from './conversation-pair.queries.ts';
import { readMessages } from './conversations.ts';
import { notConnected, selfMessagingRefused } from './messaging-errors.ts';
import { sendMessage } from './send-message.ts';
import { TypingPermits } from './typing-permits.ts';
import { selectWritablePeers } from './writable-peers.repo.ts';

/**
 * Any connections change forgets a person's permits at once, so only the peer's "Allow direct
 * messages" switch waits this out (for typing; a send is always checked). Long enough that a
 * person connected for a while is not asked about again every minute.
 */
const TYPING_PERMIT_MS = 10 * 60_000;

/** What the realtime gateway asks of messaging; each call acts as the socket's own user. */
interface ChatHandlers {
  send(me: string, to: string, body: SendMessageBody): Promise<SendMessageResult>;
  read(me: string, peer: string, upToSeq: number): Promise<void>;
  typing(me: string, to: string, typing: boolean): Promise<void>;
  /** This person's matches or friendships changed (or someone blocked them): drop remembered permissions. */
  connectionsChanged(userId: string): void;
  /**
   * This person connected here: forget whom they may write to. While they had no socket here, this
   * instance heard none of their changes, so their first typing signal asks afresh. Not asked now:
   * most sockets never type, and a phone reconnecting over and over paid a statement each time.
   */
  connected(userId: string): Promise<void>;
}

/**
 * Runs one person's chat commands on this instance one after another, in the order they arrived.
 * The gateway starts each frame's command as soon as it is parsed, so without this two messages
 * typed in quick succession raced for the conversation's next sequence number and could be stored
 * (and shown to both people) in the wrong order; likewise a "stopped typing" could overtake the
 * "typing" before it and leave the peer seeing a typist who had stopped.
 */
function serialPerUser() {
  const tails = new Map<string, Promise<void>>();
  return <T>(userId: string, run: () => Promise<T>): Promise<T> => {
    const result = (tails.get(userId) ?? Promise.resolve()).then(run);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(userId, tail);
    void tail.then(() => {
      if (tails.get(userId) === tail) tails.delete(userId);
    });
    return result;
  };
}

export function createChatHandlers(
  deps: Pick<AppDeps, 'bus' | 'clock' | 'database' | 'env' | 'jobs' | 'limiter' | 'storage' | 'visibleTabs'>,
): ChatHandlers {
  const inOrder = serialPerUser();
  const permits = new TypingPermits(TYPING_PERMIT_MS);
  const loading = new Map<string, Promise<ReadonlySet<string>>>();
  /** One query for all of `me`'s permits; tabs connecting together share it. */
  const learn = (me: string): Promise<ReadonlySet<string>> => {
    const running = loading.get(me);
    if (running) return running;
    const mark = permits.mark();
    const load = selectWritablePeers(deps.database.db, me)
      .then((peers) => {
        permits.learn(me, peers, mark);
        return new Set(peers);
      })
      .finally(() => loading.delete(me));
    loading.set(me, load);
    return load;
  };
  return {
    send: (me, to, body) => inOrder(me, () => sendMessage(deps, me, to, body)),
    read: (me, peer, upToSeq) =>
      inOrder(me, async () => {
        await readMessages(deps, me, peer, upToSeq);
      }),
    // Typing is relayed, never stored; it goes only where a message could go.
    typing: (me, to, typing) =>
      inOrder(me, async () => {
        const pair = conversationPair(me, to);
        if (pair.me === pair.peer) throw selfMessagingRefused();
        if (!permits.has(pair.me, pair.peer) && !(await learn(pair.me)).has(pair.peer)) throw notConnected();
        await publishToUser(deps.bus, pair.peer, { type: 'chat.typing_changed', userId: pair.me, typing });
      }),
    connectionsChanged: (userId) => {
      permits.forget(userId);
      // A lookup already under way may predate the change; later asks start their own.
      loading.clear();
    },
    connected: async (userId) => {
      // At once, before any frame of the new socket is read: the old set may have missed a change.
      permits.drop(userId.toLowerCase());
    },
  };
}
