import type { QueryClient } from '@tanstack/react-query';
import type { CatchUpBody, CatchUpResult } from '@sankofa/contracts';
import { CATCH_UP_CONVERSATIONS_MAX } from '@sankofa/contracts/constants';
import { messagingKeys } from '../messaging-api.ts';
import { lastSeqOf, withMessages, type ChatWindow } from './message-window.ts';

/** Every chat window's key starts so. */
const MESSAGE_WINDOWS = messagingKeys.messages('').slice(0, 2);

type FetchCatchUp = (body: CatchUpBody) => Promise<CatchUpResult>;

/**
 * After a dropped connection, every chat this tab holds is brought up to date with one request for
 * up to 50 chats instead of one request per chat (issue #24: a server sees a hundred reconnects a
 * second, and each round trip counts). A chat the batch cannot finish is read again on its own, as
 * `loadWindow` does: more was missed than the batch carries, the chat is closed to us now, or the
 * batch itself failed. Answers the windows it brought fully up to date.
 */
export async function catchUpWindows(client: QueryClient, fetchCatchUp: FetchCatchUp): Promise<number> {
  const held = new Map<string, { key: readonly unknown[]; after: number }>();
  for (const [key, window] of client.getQueriesData<ChatWindow>({ queryKey: MESSAGE_WINDOWS })) {
    const userId = key[2];
    if (typeof userId !== 'string') continue;
    // A window never loaded or still empty has nothing to resume from: it loads its newest page.
    if (!window || window.messages.length === 0) void client.invalidateQueries({ queryKey: key, exact: true });
    else held.set(userId.toLowerCase(), { key, after: lastSeqOf(window.messages) });
  }

  const entries = [...held.entries()];
  let done = 0;
  for (let i = 0; i < entries.length; i += CATCH_UP_CONVERSATIONS_MAX) {
    const chunk = entries.slice(i, i + CATCH_UP_CONVERSATIONS_MAX);
    let answer: CatchUpResult;
    try {
      answer = await fetchCatchUp({ conversations: chunk.map(([userId, { after }]) => ({ userId, after })) });
    } catch {
      for (const [, { key }] of chunk) void client.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    const answered = new Set<string>();
    for (const c of answer.conversations) {
      const asked = held.get(c.userId.toLowerCase());
      if (!asked) continue;
      answered.add(c.userId.toLowerCase());
      // Live events that landed while the batch was out are already in the window; merging keeps each once.
      if (c.connected)
        client.setQueryData<ChatWindow>(asked.key, (w) => (w ? withMessages(w, c.messages, c.theirReadSeq) : w));
      if (!c.connected || c.hasNewer) void client.invalidateQueries({ queryKey: asked.key, exact: true });
      else done++;
    }
    for (const [userId, { key }] of chunk)
      if (!answered.has(userId)) void client.invalidateQueries({ queryKey: key, exact: true });
  }
  return done;
}
