import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { dailySwipeUsage } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { utcDay } from './allowance-message.ts';
import { isolatedSpot, viewer } from './discover-test-kit.ts';
import { createJobQueue } from '../../lib/jobs/job-queue.ts';
import { deleteOldSwipeUsage, swipeUsageCleanup } from './swipe-usage-cleanup.ts';

// The app clock is pinned to the wall clock at start: other files share this database, and a clock
// in the future would delete their rows too.
const NOW = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock: () => NOW } });
});
afterAll(async () => {
  await t?.close();
});

const daysAgo = (n: number) => utcDay(new Date(NOW.getTime() - n * 24 * 3600 * 1000));

async function usageOf(userIds: string[]) {
  const rows = await t.deps.database.db.select().from(dailySwipeUsage).where(inArray(dailySwipeUsage.userId, userIds));
  return rows.map((r) => `${r.userId === userIds[0] ? 'a' : 'b'} ${r.day}`).sort();
}

async function seed() {
  const a = await viewer(t, 'Usage A', isolatedSpot());
  const b = await viewer(t, 'Usage B', isolatedSpot());
  const rows = [0, 1, 7, 8, 30].flatMap((n) => [
    { userId: a.id, day: daysAgo(n), likes: 3, superLikes: 1 },
    { userId: b.id, day: daysAgo(n), likes: 25, superLikes: 0 },
  ]);
  await t.deps.database.db.insert(dailySwipeUsage).values(rows);
  return [a.id, b.id];
}

describe('old daily swipe usage (decision 0013)', () => {
  it('deletes counters of days more than 7 days before today and keeps today and the week before', async () => {
    const ids = await seed();
    expect(await deleteOldSwipeUsage(t.deps)).toBeGreaterThanOrEqual(4);
    const kept = [0, 1, 7].flatMap((n) => [`a ${daysAgo(n)}`, `b ${daysAgo(n)}`]).sort();
    expect(await usageOf(ids)).toEqual(kept);
    // Running again changes nothing (every instance runs it).
    await deleteOldSwipeUsage(t.deps);
    expect(await usageOf(ids)).toEqual(kept);
  });

  it('runs as a periodic job of the queue once the worker starts, and stops with it', async () => {
    const ids = await seed();
    const errors: unknown[] = [];
    const queue = createJobQueue(t.deps.database.db, { name: `cleanup-${ids[0]}`, pollMs: 20, concurrency: 1 });
    await queue.start({
      handlers: [],
      periodic: [{ ...swipeUsageCleanup(t.deps), everyMs: 20 }],
      log: { warn: () => {}, error: (err) => errors.push(err) },
    });
    try {
      await expect.poll(() => usageOf(ids), { timeout: 5000, interval: 25 }).toHaveLength(6);
    } finally {
      await queue.stop();
    }
    expect(errors).toEqual([]);
    // A round that was already on its way to the database when stopped may still land; then nothing more.
    await new Promise((r) => setTimeout(r, 200));
    await t.deps.database.db
      .insert(dailySwipeUsage)
      .values({ userId: ids[0]!, day: daysAgo(9), likes: 1, superLikes: 0 });
    await new Promise((r) => setTimeout(r, 100));
    expect(await usageOf(ids)).toContain(`a ${daysAgo(9)}`);
  });
});
