import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Bus, BusHandler } from './bus.ts';

/** Length of the instance tag that starts every payload this bus publishes. */
const ORIGIN_LENGTH = 16;
const PING_TIMEOUT_MS = 1_000;

/**
 * Redis pub/sub: one publisher and one subscriber connection per instance, channels ref-counted.
 *
 * Subscribers on the publishing instance are handed the message at once instead of waiting for it
 * to come back from Redis: most chat traffic is between sockets of one instance, and the round trip
 * through Redis was most of a relayed message's latency. Each payload starts with the publishing
 * instance's tag so that its own copy, when Redis echoes it back, is dropped and nothing arrives twice.
 */
export function createRedisBus(url: string, prefix = 'bus:'): Bus {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // ioredis reconnects by itself; without a listener each failed attempt is printed as unhandled.
  // Whether Redis is there now is what readiness (ping) reports.
  for (const connection of [pub, sub]) connection.on('error', () => {});
  const channels = new Map<string, Set<BusHandler>>();
  const origin = randomBytes(12).toString('base64url');

  const deliver = (handlers: Set<BusHandler>, json: string) => {
    let message: unknown;
    try {
      message = JSON.parse(json);
    } catch {
      return;
    }
    for (const h of handlers) h(message);
  };

  sub.on('message', (channel: string, raw: string) => {
    if (raw.startsWith(origin)) return;
    const handlers = channels.get(channel.slice(prefix.length));
    if (handlers) deliver(handlers, raw.slice(ORIGIN_LENGTH));
  });

  return {
    async publish(channel, message) {
      const json = JSON.stringify(message);
      const local = channels.get(channel);
      // Asynchronous like a delivery from Redis, so a publisher never sees its own handler run inside publish().
      if (local) queueMicrotask(() => deliver(local, json));
      await pub.publish(prefix + channel, origin + json);
    },
    async subscribe(channel, handler) {
      let set = channels.get(channel);
      if (!set) {
        channels.set(channel, (set = new Set()));
        await sub.subscribe(prefix + channel);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && channels.get(channel) === set) {
          channels.delete(channel);
          await sub.unsubscribe(prefix + channel);
        }
      };
    },
    async ping() {
      // A connection that is down queues commands instead of failing them, so its state is asked first.
      if (pub.status !== 'ready' || sub.status !== 'ready') throw new Error(`Redis connections are ${pub.status} and ${sub.status}`);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis did not answer a ping within 1 s')), PING_TIMEOUT_MS);
      });
      try {
        await Promise.race([pub.ping(), late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      channels.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
