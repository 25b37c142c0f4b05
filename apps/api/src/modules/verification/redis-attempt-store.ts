import { Redis } from 'ioredis';
import {
  ATTEMPT_TTL_MS,
  countWaiting,
  frameKey,
  readFrames,
  type AttemptStore,
  type FrameSlot,
} from './attempt-store.ts';

/**
 * Attempt readings in Redis, so frames of one attempt may be read by any instance. Keys expire on
 * their own, and are deleted as soon as the attempt is decided.
 */
export function createRedisAttemptStore(url: string, prefix = 'verify:', ttlMs = ATTEMPT_TTL_MS): AttemptStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  // ioredis reconnects by itself; without a listener each failed attempt is printed as unhandled.
  redis.on('error', () => {});
  const framesKey = (id: string) => `${prefix}${id}:frames`;
  const photosKey = (id: string) => `${prefix}${id}:photos`;
  const slots = async (id: string): Promise<[string, FrameSlot][]> =>
    Object.entries(await redis.hgetall(framesKey(id))).map(([k, v]) => [k, JSON.parse(v) as FrameSlot]);
  const put = async (id: string, step: number, index: number, slot: FrameSlot) => {
    await redis
      .multi()
      .hset(framesKey(id), frameKey(step, index), JSON.stringify(slot))
      .pexpire(framesKey(id), ttlMs)
      .exec();
  };
  return {
    expectFrame: (id, step, index) => put(id, step, index, { state: 'waiting' }),
    settleFrame: (id, step, index, reading) =>
      put(id, step, index, reading ? { state: 'read', frame: { step, reading } } : { state: 'failed' }),
    async frames(id) {
      return readFrames(await slots(id));
    },
    async waiting(id) {
      return countWaiting((await slots(id)).map(([, s]) => s));
    },
    async setPhotos(id, embeddings) {
      await redis.set(photosKey(id), JSON.stringify(embeddings), 'PX', ttlMs);
    },
    async photos(id) {
      const raw = await redis.get(photosKey(id));
      return raw === null ? undefined : (JSON.parse(raw) as number[][] | null);
    },
    async drop(id) {
      await redis.del(framesKey(id), photosKey(id));
    },
    async close() {
      await redis.quit();
    },
  };
}
