import type { AppDeps } from '../../deps.ts';

/** Tells every instance to drop live sockets of these sessions (the realtime gateway listens). */
export async function publishSessionsRevoked(deps: AppDeps, sessionIds: string[]): Promise<void> {
  await Promise.all(sessionIds.map((id) => deps.bus.publish(`session:${id}`, { type: 'session.revoked' })));
}
