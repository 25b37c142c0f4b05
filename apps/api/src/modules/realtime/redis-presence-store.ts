import { Redis } from 'ioredis';
import { PRESENCE_TTL_MS } from '@sankofa/contracts/realtime';
import { redisUsable } from '../../adapters/redis/redis-usable.ts';
import { offlineEntry, type PresenceEntry, type PresenceStore, type PresenceStoreOptions } from './presence-store.ts';

/*
 * Keys (prefix "presence:"):
 *   presence:{userId}        sorted set  connectionId → epoch ms at which it lapses
 *   presence:{userId}:since  string      epoch ms when the current online spell began; its existence
 *                                        means "a spell is open and its end not yet reported"
 *   presence:users           sorted set  userId → latest lapse time, so sweeps find lapsed users
 * Every change is one Lua script, so concurrent instances agree on who starts and ends a spell.
 * (Under Redis Cluster the index key would need the same hash slot; we run a single Redis.)
 */

// KEYS: conns, since, index. ARGV: connectionId, now, ttl, userId. Returns 1 when a spell started.
const ANNOUNCE = `
local now = tonumber(ARGV[2])
local ttl = tonumber(ARGV[3])
local lapse = now + ttl
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local started = 0
if redis.call('ZCARD', KEYS[1]) == 0 or redis.call('EXISTS', KEYS[2]) == 0 then
  redis.call('SET', KEYS[2], now)
  started = 1
end
redis.call('ZADD', KEYS[1], lapse, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ttl * 2)
redis.call('PEXPIRE', KEYS[2], ttl * 2)
local cur = redis.call('ZSCORE', KEYS[3], ARGV[4])
if (not cur) or tonumber(cur) < lapse then redis.call('ZADD', KEYS[3], lapse, ARGV[4]) end
return started
`;

// KEYS: conns, since, index. ARGV: connectionId, now, userId. Returns 1 when this ended the spell.
const DISCONNECT = `
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[2])
if redis.call('ZCARD', KEYS[1]) > 0 then return 0 end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[3], ARGV[3])
return redis.call('DEL', KEYS[2])
`;

// KEYS: conns, since, index. ARGV: now, userId. Returns 1 when this ended the spell.
const SWEEP_USER = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local top = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if top[2] then
  redis.call('ZADD', KEYS[3], top[2], ARGV[2])
  return 0
end
redis.call('DEL', KEYS[1])
redis.call('ZREM', KEYS[3], ARGV[2])
return redis.call('DEL', KEYS[2])
`;

type PresenceRedis = Redis & {
  presenceAnnounce(
    conns: string,
    since: string,
    index: string,
    connectionId: string,
    now: number,
    ttl: number,
    userId: string,
  ): Promise<number>;
  presenceDisconnect(
    conns: string,
    since: string,
    index: string,
    connectionId: string,
    now: number,
    userId: string,
  ): Promise<number>;
  presenceSweepUser(conns: string, since: string, index: string, now: number, userId: string): Promise<number>;
};

const SWEEP_BATCH = 500;

export function createRedisPresenceStore(
  url: string,
  opts: PresenceStoreOptions & { prefix?: string } = {},
): PresenceStore {
  const ttlMs = opts.ttlMs ?? PRESENCE_TTL_MS;
  const prefix = opts.prefix ?? 'presence:';
  const redis = new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true }) as PresenceRedis;
  // ioredis reconnects by itself; without a listener each failed attempt is printed as unhandled.
  redis.on('error', () => {});
  redis.defineCommand('presenceAnnounce', { numberOfKeys: 3, lua: ANNOUNCE });
  redis.defineCommand('presenceDisconnect', { numberOfKeys: 3, lua: DISCONNECT });
  redis.defineCommand('presenceSweepUser', { numberOfKeys: 3, lua: SWEEP_USER });

  const conns = (userId: string) => `${prefix}{${userId}}`;
  const since = (userId: string) => `${prefix}{${userId}}:since`;
  const index = `${prefix}users`;

  /*
   * Without Redis presence cannot be known (decision 0044): nobody is shown online, announcements
   * and departures are skipped rather than failing the socket or the page, and sockets re-announce
   * when the bus asks them to reconnect once Redis is back. A command already queued when Redis
   * goes away fails after ioredis' retries; that is treated the same way.
   */
  const up = redisUsable(redis);
  const orElse = async <T>(work: () => Promise<T>, fallback: T): Promise<T> => {
    if (!up()) return fallback;
    return work().catch(() => fallback);
  };

  async function announce(userId: string, connectionId: string, now: Date): Promise<boolean> {
    const r = await orElse(
      () => redis.presenceAnnounce(conns(userId), since(userId), index, connectionId, now.getTime(), ttlMs, userId),
      0,
    );
    return r === 1;
  }

  return {
    connect: announce,
    heartbeat: announce,
    async disconnect(userId, connectionId, now) {
      const r = await orElse(
        () => redis.presenceDisconnect(conns(userId), since(userId), index, connectionId, now.getTime(), userId),
        0,
      );
      return r === 1;
    },
    async list(userIds, now) {
      const ids = [...new Set(userIds)];
      if (ids.length === 0) return [];
      return orElse(() => listUp(ids, now), ids.map(offlineEntry));
    },
    async sweep(now) {
      return orElse(() => sweepUp(now), []);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };

  async function listUp(ids: string[], now: Date): Promise<PresenceEntry[]> {
    const t = now.getTime();
    const pipe = redis.pipeline();
    for (const id of ids) pipe.zcount(conns(id), `(${t}`, '+inf').get(since(id));
    const results = (await pipe.exec()) ?? [];
    return ids.map((userId, i) => {
      const [countErr, count] = results[i * 2] ?? [];
      const [sinceErr, sinceMs] = results[i * 2 + 1] ?? [];
      if (countErr) throw countErr;
      if (sinceErr) throw sinceErr;
      if (!count) return offlineEntry(userId);
      const started = sinceMs ? Number(sinceMs) : t;
      return { userId, online: true, onlineAt: new Date(started).toISOString() };
    });
  }

  async function sweepUp(now: Date): Promise<string[]> {
    const t = now.getTime();
    const lapsed = await redis.zrangebyscore(index, '-inf', t, 'LIMIT', 0, SWEEP_BATCH);
    const ended = await Promise.all(
      lapsed.map((userId) => redis.presenceSweepUser(conns(userId), since(userId), index, t, userId)),
    );
    return lapsed.filter((_, i) => ended[i] === 1);
  }
}
