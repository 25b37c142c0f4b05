import type { AppDeps } from '../../deps.ts';
import type { PresenceAudience } from '../realtime/presence-policy.ts';
import { selectConnectedShowingOnline, selectPresenceViewersOf } from './social.repo.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Presence is seen by the person themselves and by their friends and matches, unless either has
 * blocked the other or the person turned "Show online status" off. Decided from PostgreSQL on every
 * call, so a block, unfriend or settings change applies to the very next presence event.
 */
export function createConnectionsAudience(deps: Pick<AppDeps, 'database'>): PresenceAudience {
  return {
    async canSee(viewerId, targetIds) {
      const ids = [...new Set(targetIds.map((id) => id.toLowerCase()).filter((id) => UUID.test(id)))];
      const visible = new Set(
        await selectConnectedShowingOnline(
          deps.database.db,
          viewerId,
          ids.filter((id) => id !== viewerId),
        ),
      );
      if (ids.includes(viewerId)) visible.add(viewerId);
      // Answer in the caller's spelling of each id, which is how the gateway looks them up.
      return new Set(targetIds.filter((id) => visible.has(id.toLowerCase())));
    },
    async audienceOf(userId) {
      return [userId, ...(await selectPresenceViewersOf(deps.database.db, userId))];
    },
  };
}
