/**
 * Who may see whose presence. A viewer may see a user's presence when it is themselves or when the
 * two are connected (friends or matched). Presence of anyone else is never revealed, not even as
 * "offline": such users are simply left out of answers.
 *
 * Friendships and matches arrive with a later issue; that module provides the real audience and
 * passes it to `realtimeRoutes(deps, { audience })`. Until then only the user themselves may see it.
 */
export interface PresenceAudience {
  /** The subset of `targetIds` whose presence `viewerId` may see (including the viewer themselves). */
  canSee(viewerId: string, targetIds: readonly string[]): Promise<Set<string>>;
  /** Everyone who may see `userId`'s presence, including `userId` (their other tabs). */
  audienceOf(userId: string): Promise<string[]>;
}

export const selfOnlyAudience: PresenceAudience = {
  async canSee(viewerId, targetIds) {
    return new Set(targetIds.includes(viewerId) ? [viewerId] : []);
  },
  async audienceOf(userId) {
    return [userId];
  },
};
