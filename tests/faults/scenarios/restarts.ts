import { expect } from 'vitest';
import { LOAD_MS, pause, type Rig } from '../support/rig.ts';

const KILL_EVERY_MS = 2_500;

/** An API instance SIGKILLed again and again under load, and started again as a supervisor would. */
export async function killedUnderLoad(rig: Rig): Promise<void> {
  const run = await rig.underLoad('kill under load', async (until) => {
    while (Date.now() < until - KILL_EVERY_MS) {
      await pause(KILL_EVERY_MS * (0.5 + Math.random() / 2));
      await rig.cluster.restart(0, 'SIGKILL');
    }
  });
  // Usually two or three; a restart on a busy machine can take most of the run by itself.
  expect(run.stops).toBeGreaterThanOrEqual(1);
  expect(run.acknowledged).toBeGreaterThan(0);
}

/** A deploy: SIGTERM one instance, start it again, then the other, under load. */
export async function rollingRestart(rig: Rig): Promise<void> {
  const run = await rig.underLoad('rolling restart', async () => {
    for (const i of [0, 1]) {
      await pause(LOAD_MS / 4);
      await rig.cluster.restart(i, 'SIGTERM');
    }
  });
  expect(run.stops).toBe(2);
}
