import type { Tx } from '../../db/client.ts';
import { revokeSessions } from './auth.repo.ts';

/**
 * Revokes every session of the person inside the caller's transaction (a moderator's ban or
 * suspension); answers their ids, to publish with publishSessionsRevoked after the commit.
 */
export const endAllSessionsWithin = (tx: Tx, userId: string, reason: string, now: Date): Promise<string[]> =>
  revokeSessions(tx, userId, {}, reason, now);
