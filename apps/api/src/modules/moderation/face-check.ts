import type { AppDeps } from '../../deps.ts';
import { faceCheckRequired } from './moderation-errors.ts';
import { faceCheckDue } from './restrictions.queries.ts';

/** Refuses a swipe or going live while the member must verify their face again (messages refuse in their own statement). */
export async function assertNoFaceCheckDue(deps: Pick<AppDeps, 'database'>, userId: string): Promise<void> {
  if (await faceCheckDue(deps.database.db, userId)) throw faceCheckRequired();
}
