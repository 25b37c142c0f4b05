import type { ClientMessage, ServerMessage } from '@sankofa/contracts/realtime';
import { databaseUnavailable, isDatabaseUnavailable, isRedisUnavailable } from '../../lib/database-unavailable.ts';
import { AppError } from '../../lib/errors.ts';
import type { Connection } from './connection.ts';
import type { RealtimeFeature } from './feature.ts';
import type { PresenceAudience } from './presence-policy.ts';
import type { PresenceStore } from './presence-store.ts';

export interface CommandContext {
  store: PresenceStore;
  audience: PresenceAudience;
  now(): Date;
  /** Called when a re-announce started a new online spell (the connection had lapsed). */
  onSpellStarted(userId: string, at: Date): Promise<void>;
  /** The feature that answers each command family. */
  features: ReadonlyMap<string, RealtimeFeature>;
}

const familyOf = (type: string) => {
  const dot = type.indexOf('.');
  return dot < 0 ? type : type.slice(0, dot);
};

/** Answers one valid command from a connection: the core's own (ping, presence), or a feature's. */
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
  // A refusal a person can act on (not connected, no tokens, too fast, the database briefly away)
  // goes back as an error event with the command's ref.
  try {
    const feature = ctx.features.get(familyOf(msg.type));
    if (!feature) throw new AppError(503, 'unavailable', 'This server does not handle that yet.');
    const answer = await feature.run(conn, msg);
    if (answer) conn.send(withRef(answer, msg.ref));
  } catch (err) {
    const refusal =
      err instanceof AppError
        ? err
        : isDatabaseUnavailable(err) || isRedisUnavailable(err)
          ? databaseUnavailable(err)
          : null;
    if (!refusal) throw err;
    conn.send(withRef({ type: 'error', code: refusal.code, message: refusal.message }, msg.ref));
  }
}

function withRef<T extends ServerMessage>(message: T, ref: string | undefined): T {
  return ref === undefined ? message : { ...message, ref };
}
