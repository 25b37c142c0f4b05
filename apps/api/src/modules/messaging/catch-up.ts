import {
  CATCH_UP_MESSAGES_PER_CONVERSATION,
  isRealProfileId,
  type CatchUpBody,
  type CatchUpResult,
} from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { selectCatchUp } from './catch-up.repo.ts';
import { conversationPair } from './conversation-pair.queries.ts';
import { chatMessage } from './message-view.ts';

/**
 * Resumes several conversations at once after a reconnect: what came after the last message held in
 * each. A conversation the caller may not read (not connected, blocked, themselves, a demo profile)
 * answers `connected: false` and no messages, as one at a time would refuse it, without failing the rest.
 */
export async function catchUp(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  me: string,
  body: CatchUpBody,
): Promise<CatchUpResult> {
  const seen = new Set<string>();
  const asked = body.conversations.flatMap(({ userId, after }) => {
    const peer = userId.toLowerCase();
    if (seen.has(peer)) return [];
    seen.add(peer);
    return [{ peer, after }];
  });
  const open = asked.filter((a) => isRealProfileId(a.peer) && a.peer !== me.toLowerCase());
  const windows = await selectCatchUp(
    deps.database.db,
    open.map((a) => ({ pair: conversationPair(me, a.peer), after: a.after })),
    CATCH_UP_MESSAGES_PER_CONVERSATION + 1,
    deps.clock(),
  );
  const byPeer = new Map(windows.map((w) => [w.peer, w]));
  return {
    conversations: asked.map(({ peer }) => {
      const w = byPeer.get(peer);
      if (!w?.connected) return { userId: peer, connected: false, messages: [], hasNewer: false, theirReadSeq: 0 };
      const more = w.messages.length > CATCH_UP_MESSAGES_PER_CONVERSATION;
      const rows = more ? w.messages.slice(0, CATCH_UP_MESSAGES_PER_CONVERSATION) : w.messages;
      return {
        userId: peer,
        connected: true,
        messages: rows.map((r) => chatMessage(r, r.sender_id === me.toLowerCase() ? peer : me.toLowerCase())),
        hasNewer: more,
        theirReadSeq: w.theirReadSeq,
      };
    }),
  };
}
