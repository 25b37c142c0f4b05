import type { AppDeps } from '../../deps.ts';
import { publishSessionRevoked } from '../realtime/session-events.ts';

/** Tells every instance to drop live sockets of these sessions. */
export async function publishSessionsRevoked(deps: Pick<AppDeps, 'bus'>, sessionIds: string[]): Promise<void> {
  await Promise.all(sessionIds.map((id) => publishSessionRevoked(deps.bus, id)));
}
