import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryAttemptStore, type AttemptStore } from './attempt-store.ts';
import { createRedisAttemptStore } from './redis-attempt-store.ts';
import { noFace, reading } from './verification-test-kit.ts';

const url = process.env.REDIS_URL;
const stores: AttemptStore[] = [];
afterAll(() => Promise.all(stores.map((s) => s.close())));

/** Two instances of a kind: what one saves the other reads (for memory, the same one twice). */
const kinds: [string, () => [AttemptStore, AttemptStore]][] = [
  [
    'memory',
    () => {
      const s = createMemoryAttemptStore();
      stores.push(s);
      return [s, s];
    },
  ],
];
if (url)
  kinds.push([
    'redis',
    () => {
      const pair: [AttemptStore, AttemptStore] = [createRedisAttemptStore(url), createRedisAttemptStore(url)];
      stores.push(...pair);
      return pair;
    },
  ]);

describe.each(kinds)('%s attempt store', (_kind, make) => {
  it('keeps frames in step order across instances, replaces a retried frame, counts those still being read, and forgets on drop', async () => {
    const [one, two] = make();
    const id = randomUUID();
    await one.expectFrame(id, 1, 1);
    await two.expectFrame(id, 1, 0);
    await one.expectFrame(id, 0, 0);
    await one.expectFrame(id, 0, 1);
    expect(await two.waiting(id)).toBe(4);
    await two.settleFrame(id, 1, 1, reading({ yaw: 0.4 }));
    await one.settleFrame(id, 1, 0, noFace());
    await two.settleFrame(id, 0, 0, reading());
    // A frame that could not be read is no longer waited for, and is not a reading.
    await one.settleFrame(id, 0, 1, null);
    expect(await one.waiting(id)).toBe(0);
    // A retried upload of frame 1/0 replaces the first one.
    await one.expectFrame(id, 1, 0);
    expect(await two.waiting(id)).toBe(1);
    await two.settleFrame(id, 1, 0, reading({ smile: 0.9 }));
    const frames = await one.frames(id);
    expect(frames.map((f) => [f.step, f.reading.face?.yaw, f.reading.face?.smile])).toEqual([
      [0, 0, 0.05],
      [1, 0, 0.9],
      [1, 0.4, 0.05],
    ]);
    expect(await two.photos(id)).toBeUndefined();
    await one.setPhotos(id, null);
    expect(await two.photos(id)).toBeNull();
    await two.setPhotos(id, [[0.1, 0.2]]);
    expect(await one.photos(id)).toEqual([[0.1, 0.2]]);
    await two.drop(id);
    expect(await one.frames(id)).toEqual([]);
    expect(await one.waiting(id)).toBe(0);
    expect(await one.photos(id)).toBeUndefined();
  });

  it('lets an abandoned attempt expire on its own', async () => {
    const short =
      url && _kind === 'redis' ? createRedisAttemptStore(url, 'verify-test:', 150) : createMemoryAttemptStore(150);
    stores.push(short);
    const id = randomUUID();
    await short.expectFrame(id, 0, 0);
    await short.settleFrame(id, 0, 0, reading());
    await short.setPhotos(id, []);
    await new Promise((r) => setTimeout(r, 400));
    expect(await short.frames(id)).toEqual([]);
    expect(await short.photos(id)).toBeUndefined();
  });
});
