import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAD_MS, pause, Rig } from './support/rig.ts';

/**
 * Issue #24: an API instance SIGKILLed again and again while members chat and send gifts through two
 * instances on PostgreSQL + Redis. Nothing acknowledged may be lost, nothing stored twice, and the
 * tokens must add up. FAULTS_LOAD_MS sets the length of the load (the long form in bench/ runs longer).
 */
const DATABASE_URL = process.env.DATABASE_URL;
const KILL_EVERY_MS = 2_500;

describe.skipIf(!DATABASE_URL)('an API instance killed under load', () => {
  let rig: Rig;

  beforeAll(async () => {
    rig = await Rig.start(DATABASE_URL!, { pairs: 4 });
  }, 120_000);

  afterAll(async () => {
    await rig?.stop();
  }, 60_000);

  it('loses no acknowledged message or gift, stores none twice, and keeps every token accounted for', async () => {
    const run = await rig.underLoad('kill under load', async (until) => {
      while (Date.now() < until - KILL_EVERY_MS) {
        await pause(KILL_EVERY_MS * (0.5 + Math.random() / 2));
        await rig.cluster.restart(0, 'SIGKILL');
      }
    });
    // Usually two or three; a restart on a busy machine can take most of the run by itself.
    expect(run.stops).toBeGreaterThanOrEqual(1);
    expect(run.acknowledged).toBeGreaterThan(0);
  }, 180_000);

  it('a rolling restart (SIGTERM one instance, then the other) loses no acknowledged write either', async () => {
    const run = await rig.underLoad('rolling restart', async () => {
      for (const i of [0, 1]) {
        await pause(LOAD_MS / 4);
        await rig.cluster.restart(i, 'SIGTERM');
      }
    });
    expect(run.stops).toBe(2);
  }, 180_000);
});
