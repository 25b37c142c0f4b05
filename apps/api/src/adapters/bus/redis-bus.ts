import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisUsable } from '../redis/redis-usable.ts';
import type { Bus, BusHandler } from './bus.ts';
import { batchedSubscriptions } from './batched-subscriptions.ts';

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
 *
 * Without Redis the bus keeps working for this instance alone (decision 0044): a publish still
 * reaches local subscribers and does not fail, a subscription is still made locally. When both
 * connections are back, every channel is subscribed again and `onRecovered` listeners are told that
 * events may have been missed meanwhile.
 */
export function createRedisBus(url: string, prefix = 'bus:'): Bus {
  // Publishes made in one tick go out in one write (a send publishes to both people's channels).
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3, enableAutoPipelining: true });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriptions = batchedSubscriptions(sub);
  // ioredis reconnects by itself; without a listener each failed attempt is printed as unhandled.
  // Whether Redis is there now is what readiness (ping) reports.
  for (const connection of [pub, sub]) connection.on('error', () => {});
  const channels = new Map<string, Set<BusHandler>>();
  const origin = randomBytes(12).toString('base64url');
  const recoveredListeners = new Set<() => void>();
  const [pubUsable, subUsable] = [redisUsable(pub), redisUsable(sub)];
  const usable = () => pubUsable() && subUsable();
  const ready = () => pub.status === 'ready' && sub.status === 'ready';
  let cutOff = false;
  let closing = false;

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

  for (const connection of [pub, sub]) {
    connection.on('close', () => {
      if (!closing) cutOff = true;
    });
    connection.on('ready', () => {
      if (!cutOff || !ready()) return;
      cutOff = false;
      // Subscriptions made while Redis was away exist only here; a fresh Redis has none at all.
      const names = [...channels.keys()].map((c) => prefix + c);
      const resubscribed = names.length > 0 ? sub.subscribe(...names).then(() => undefined) : Promise.resolve();
      void resubscribed.then(
        () => {
          for (const l of [...recoveredListeners]) l();
        },
        () => {
          cutOff = true;
        },
      );
    });
  }

  return {
    async publish(channel, message) {
      const json = JSON.stringify(message);
      const local = channels.get(channel);
      // Asynchronous like a delivery from Redis, so a publisher never sees its own handler run inside publish().
      if (local) queueMicrotask(() => deliver(local, json));
      // Cut off, other instances miss this event; their sockets resume once Redis is back.
      if (!usable()) return;
      await pub.publish(prefix + channel, origin + json).catch(() => {
        cutOff = true;
      });
    },
    async subscribe(channel, handler) {
      let set = channels.get(channel);
      if (!set) {
        channels.set(channel, (set = new Set()));
        // Cut off, the channel is subscribed again when Redis is back.
        if (usable())
          await subscriptions.subscribe(prefix + channel).catch(() => {
            cutOff = true;
          });
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0 && channels.get(channel) === set) {
          channels.delete(channel);
          if (usable()) await subscriptions.unsubscribe(prefix + channel).catch(() => {});
        }
      };
    },
    async ping() {
      // A connection that is down queues commands instead of failing them, so its state is asked first.
      if (!ready()) throw new Error(`Redis connections are ${pub.status} and ${sub.status}`);
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
    onRecovered(listener) {
      recoveredListeners.add(listener);
      return () => void recoveredListeners.delete(listener);
    },
    async close() {
      closing = true;
      channels.clear();
      recoveredListeners.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
