import type { ClientMessage, ServerMessage } from '@sankofa/contracts/realtime';
import type { PresenceAudience } from './presence-policy.ts';
import type { PresenceStore } from './presence-store.ts';
import type { Connection } from './connection.ts';

export interface CommandContext {
  store: PresenceStore;
  audience: PresenceAudience;
  now(): Date;
  /** Called when a re-announce started a new online spell (the connection had lapsed). */
  onSpellStarted(userId: string, at: Date): Promise<void>;
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
  }
}

function withRef<T extends ServerMessage>(message: T, ref: string | undefined): T {
  return ref === undefined ? message : { ...message, ref };
}
