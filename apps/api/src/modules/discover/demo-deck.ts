import type { AppDeps } from '../../deps.ts';
import { compatibilityScore, type ScoreInputs } from './compatibility.ts';
import { gendersWanted } from './deck.repo.ts';
import { selectDemoProfiles, type DemoRow } from './discover.repo.ts';

/**
 * Demo profiles are seed data: written only by the idempotent seed at start-up, never by a request.
 * Every deck page that reaches them (every first page, for its total) would otherwise add a
 * statement, so each instance keeps them for a minute; a re-seed reaches readers within that.
 */
const KEEP_MS = 60_000;
const kept = new WeakMap<object, { at: number; rows: Promise<DemoRow[]> }>();

function allDemoProfiles(deps: Pick<AppDeps, 'clock' | 'database'>): Promise<DemoRow[]> {
  const db = deps.database.db;
  const now = deps.clock().getTime();
  const hit = kept.get(db);
  if (hit && now - hit.at >= 0 && now - hit.at < KEEP_MS) return hit.rows;
  const rows = selectDemoProfiles(db);
  kept.set(db, { at: now, rows });
  // A failed read is not kept: the next page asks again.
  rows.catch(() => kept.get(db)?.rows === rows && kept.delete(db));
  return rows;
}

type RankedDemo = { row: DemoRow; score: number };

/** Demo profiles of the genders the viewer is interested in, ranked like everyone else but always after real people. */
export async function rankedDemos(
  deps: Pick<AppDeps, 'clock' | 'database'>,
  viewer: ScoreInputs & { interestedIn: string | null },
): Promise<RankedDemo[]> {
  const genders = gendersWanted(viewer.interestedIn);
  if (genders.length === 0) return [];
  const rows = (await allDemoProfiles(deps)).filter((row) => genders.includes(row.gender));
  return rows
    .map((row) => ({ row, score: compatibilityScore(viewer, row, null) }))
    .sort((a, b) => b.score - a.score || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));
}
