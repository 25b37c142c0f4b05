import { isRealProfileId, type ProfileDetail } from '@sankofa/contracts';
import type { AppDeps } from '../../deps.ts';
import { compatibilityScore } from './compatibility.ts';
import { selectDemoProfile, selectProfileForViewer, selectScoringAnswers } from './discover.repo.ts';
import { distanceBucket, pointOf } from './distance.ts';
import { demoCard, onlineSet, publicCard } from './public-card.ts';
import { profileNotFound } from './swipe.ts';

/**
 * One person as the viewer may see them. Unknown, hidden, not yet onboarded and blocked (either
 * way) all answer the same 404, so the answer reveals nothing about which it was.
 */
export async function profileDetail(
  deps: Pick<AppDeps, 'clock' | 'database' | 'presence' | 'storage'>,
  viewerId: string,
  id: string,
): Promise<ProfileDetail> {
  const db = deps.database.db;
  if (!isRealProfileId(id)) {
    const [demo, viewer] = await Promise.all([selectDemoProfile(db, id), selectScoringAnswers(db, viewerId)]);
    if (!demo) throw profileNotFound();
    const matchPercent = viewer ? compatibilityScore(viewer, demo, null) : null;
    return { profile: demoCard(demo, matchPercent), friendship: 'none', matched: false, mySwipe: null };
  }
  const row = await selectProfileForViewer(db, viewerId, id);
  if (!row) throw profileNotFound();
  const bucket = distanceBucket(
    pointOf(row.viewer.latSnapped, row.viewer.lngSnapped),
    pointOf(row.card.latSnapped, row.card.lngSnapped),
  );
  const online = await onlineSet(deps, [row.card.userId]);
  return {
    profile: publicCard(deps, row.card, {
      distance: bucket,
      matchPercent: id === viewerId ? null : compatibilityScore(row.viewer, row.card, bucket),
      online: online.has(row.card.userId),
    }),
    friendship: row.friendship,
    matched: row.matched,
    mySwipe: row.mySwipe,
  };
}
