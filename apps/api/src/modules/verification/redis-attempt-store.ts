import { Redis } from 'ioredis';
import type { AttemptFrame } from './face-engine.ts';
import { ATTEMPT_TTL_MS, frameKey, type AttemptStore } from './attempt-store.ts';

/**
 * Attempt readings in Redis, so frames of one attempt may be read by any instance. Keys expire on
 * their own, and are deleted as soon as the attempt is decided.
 */
export function createRedisAttemptStore(url: string, prefix = 'verify:', ttlMs = ATTEMPT_TTL_MS): AttemptStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  const framesKey = (id: string) => `${prefix}${id}:frames`;
  const photosKey = (id: string) => `${prefix}${id}:photos`;
  const readFrames = async (id: string): Promise<AttemptFrame[]> => {
    const all = await redis.hgetall(framesKey(id));
    return Object.keys(all)
      .sort()
      .map((k) => JSON.parse(all[k]!) as AttemptFrame);
  };
  return {
    async addFrame(id, index, frame) {
      await redis
        .multi()
        .hset(framesKey(id), frameKey(frame.step, index), JSON.stringify(frame))
        .pexpire(framesKey(id), ttlMs)
        .exec();
      return readFrames(id);
    },
    frames: readFrames,
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
