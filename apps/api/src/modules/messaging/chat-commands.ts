import { sql } from 'drizzle-orm';
import type { SendMessageBody, SendMessageResult } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { rowsOf } from '../../db/rows.ts';
import { publishToUser } from '../realtime/session-events.ts';
import { conversationPair, mayMessageSql } from './conversation-pair.ts';
import { readMessages } from './conversations.ts';
import { notConnected, selfMessagingRefused } from './messaging-errors.ts';
import { sendMessage } from './send-message.ts';

/** What the realtime gateway asks of messaging; each call acts as the socket's own user. */
export interface ChatHandlers {
  send(me: string, to: string, body: SendMessageBody): Promise<SendMessageResult>;
  read(me: string, peer: string, upToSeq: number): Promise<void>;
  typing(me: string, to: string, typing: boolean): Promise<void>;
}

export function createChatHandlers(deps: AppDeps): ChatHandlers {
  return {
    send: (me, to, body) => sendMessage(deps, me, to, body),
    read: async (me, peer, upToSeq) => {
      await readMessages(deps, me, peer, upToSeq);
    },
    // Typing is relayed, never stored; it goes only where a message could go.
    async typing(me, to, typing) {
      const pair = conversationPair(me, to);
      if (pair.me === pair.peer) throw selfMessagingRefused();
      const result = await deps.database.db.execute(sql`select ${mayMessageSql(pair)} as ok`);
      if (!rowsOf<{ ok: boolean }>(result)[0]?.ok) throw notConnected();
      await publishToUser(deps.bus, pair.peer, { type: 'chat.typing_changed', userId: pair.me, typing });
    },
  };
}
