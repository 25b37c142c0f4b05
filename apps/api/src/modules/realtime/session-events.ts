import type { ServerMessage } from '@sankofa/contracts/realtime';
import type { Bus } from '../../adapters/bus/bus.ts';
import { liveSessionsOf, SESSIONS_REVOKED_CHANNEL } from '../auth/live-sessions.ts';

/** Bus channel of everything addressed to one user's sockets (ServerMessage objects), on every instance. */
export const userChannel = (userId: string) => `user:${userId}`;
export const userOfChannel = (channel: string) => channel.slice('user:'.length);
/** Bus channel of control events about one session. */
export const sessionChannel = (sessionId: string) => `session:${sessionId}`;
export const isSessionChannel = (channel: string) => channel.startsWith('session:');

const SESSION_REVOKED = { type: 'session.revoked' } as const;

export function isSessionRevoked(message: unknown): boolean {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'session.revoked';
}

/**
 * Tells every instance to send `session.revoked` to the sockets of this session and close them
 * with code 4001. Call it after the session row is revoked (sign-out, token reuse, password change).
 */
export async function publishSessionRevoked(bus: Bus, sessionId: string): Promise<void> {
  // This instance stops trusting the session before anyone hears of it; the others on the broadcast.
  liveSessionsOf(bus).forget(sessionId);
  await Promise.all([
    bus.publish(sessionChannel(sessionId), SESSION_REVOKED),
    bus.publish(SESSIONS_REVOKED_CHANNEL, { sessionId }),
  ]);
}

/** Sends a realtime event to every socket of this user, on every instance. */
export async function publishToUser(bus: Bus, userId: string, message: ServerMessage): Promise<void> {
  await bus.publish(userChannel(userId), message);
}
