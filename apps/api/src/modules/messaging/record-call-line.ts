import type { CallLineFacts } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { conversationPair } from './conversation-pair.queries.ts';
import { callLineWords } from './call-line-words.ts';
import { chatMessage, senderPerson } from './message-view.ts';
import { insertCallLine } from './messages.repo.ts';

/**
 * Writes the chat line of a finished call (kind 'call', from the caller: its facts, and their English
 * words as the text for clients that do not read them) and tells both people's
 * tabs, like any new message, so it shows in the chat and moves the conversation list. Once per call.
 */
export async function recordCallLine(
  deps: Pick<AppDeps, 'bus' | 'database' | 'storage'>,
  line: { callId: string; callerId: string; calleeId: string; facts: CallLineFacts; at: Date },
): Promise<void> {
  const pair = conversationPair(line.callerId, line.calleeId);
  const row = await insertCallLine(deps.database.db, pair, {
    clientId: `call-${line.callId}`,
    body: callLineWords(line.facts),
    facts: line.facts,
    at: line.at,
  });
  if (!row) return;
  const event = {
    type: 'chat.message_created',
    message: chatMessage(row, pair.peer),
    from: senderPerson(deps, pair.me, row.sender_name, row.sender_photo_key),
  } as const;
  await Promise.all([publishToUser(deps.bus, pair.peer, event), publishToUser(deps.bus, pair.me, event)]);
}
