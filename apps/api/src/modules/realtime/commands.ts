import type { ClientMessage, ServerMessage } from '@sankofa/contracts/realtime';
import type { PresenceAudience } from './presence-policy.ts';
import type { PresenceStore } from './presence-store.ts';
import type { Connection } from './connection.ts';
import type { ChatHandlers } from '../messaging/chat-commands.ts';
import type { StreamCommand, StreamHandlers } from '../streaming/stream-commands.ts';
import { AppError } from '../../lib/errors.ts';

export interface CommandContext {
  store: PresenceStore;
  audience: PresenceAudience;
  now(): Date;
  /** Called when a re-announce started a new online spell (the connection had lapsed). */
  onSpellStarted(userId: string, at: Date): Promise<void>;
  /** Messaging commands; without them chat.* commands are answered with an error. */
  chat?: ChatHandlers;
  /** Streaming commands; without them stream.* commands are answered with an error. */
  streams?: StreamHandlers;
}

/** Answers one valid command from a connection. */
export async function runCommand(ctx: CommandContext, conn: Connection, msg: ClientMessage): Promise<void> {
  switch (msg.type) {
    case 'ping':
      conn.send(withRef({ type: 'pong' }, msg.ref));
      return;
    case 'presence.heartbeat': {
      const now = ctx.now();
      if (await ctx.store.heartbeat(conn.userId, conn.id, now)) await ctx.onSpellStarted(conn.userId, now);
      return;
    }
    case 'presence.query': {
      const ids = [...new Set(msg.userIds)];
      const allowed = await ctx.audience.canSee(conn.userId, ids);
      const visible = ids.filter((id) => allowed.has(id));
      const users = visible.length ? await ctx.store.list(visible, ctx.now()) : [];
      conn.send(withRef({ type: 'presence.listed', users }, msg.ref));
      return;
    }
    case 'chat.send':
    case 'chat.read':
    case 'chat.typing':
      return runChat(ctx, conn, msg);
    case 'streams.follow':
    case 'stream.host':
    case 'stream.join':
    case 'stream.leave':
    case 'stream.signal':
      return runStream(ctx, conn, msg);
  }
}

async function runStream(ctx: CommandContext, conn: Connection, msg: StreamCommand): Promise<void> {
  try {
    if (!ctx.streams) throw new AppError(503, 'unavailable', 'Live streaming is not available on this server.');
    const answer = await ctx.streams.run(conn, msg);
    if (answer) conn.send(withRef(answer, msg.ref));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    conn.send(withRef({ type: 'error', code: err.code, message: err.message }, msg.ref));
  }
}

type ChatCommand = Extract<ClientMessage, { type: 'chat.send' | 'chat.read' | 'chat.typing' }>;

/** A refusal a person can act on (not connected, no tokens, too fast) goes back as an error event with the ref. */
async function runChat(ctx: CommandContext, conn: Connection, msg: ChatCommand): Promise<void> {
  const chat = ctx.chat;
  try {
    if (!chat) throw new AppError(503, 'unavailable', 'Messaging is not available on this server.');
    if (msg.type === 'chat.send') {
      const { type: _t, ref: _r, to, ...body } = msg;
      const result = await chat.send(conn.userId, to, body);
      conn.send(withRef({ type: 'chat.sent', message: result.message, tokenBalance: result.tokenBalance }, msg.ref));
    } else if (msg.type === 'chat.read') {
      await chat.read(conn.userId, msg.with, msg.upToSeq);
    } else {
      await chat.typing(conn.userId, msg.to, msg.typing);
    }
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    conn.send(withRef({ type: 'error', code: err.code, message: err.message }, msg.ref));
  }
}

function withRef<T extends ServerMessage>(message: T, ref: string | undefined): T {
  return ref === undefined ? message : { ...message, ref };
}
