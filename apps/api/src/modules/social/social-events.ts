import type { AppDeps } from '../../deps.ts';
import { publishToUser } from '../realtime/session-events.ts';

/**
 * Tells both people that something between them ended, without saying what: the event carries no
 * names, so even a person who was just blocked learns only that their lists should be reloaded.
 */
export async function publishConnectionsChanged(deps: Pick<AppDeps, 'bus'>, ...userIds: string[]): Promise<void> {
  await Promise.all(userIds.map((id) => publishToUser(deps.bus, id, { type: 'connections.changed' })));
}
