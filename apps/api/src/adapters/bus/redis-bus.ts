import { Redis } from 'ioredis';
import type { Bus, BusHandler } from './bus.ts';

/** Redis pub/sub: one publisher and one subscriber connection per instance, channels ref-counted. */
export function createRedisBus(url: string, prefix = 'bus:'): Bus {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const channels = new Map<string, Set<BusHandler>>();

  sub.on('message', (channel: string, raw: string) => {
    const handlers = channels.get(channel.slice(prefix.length));
    if (!handlers) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const h of handlers) h(message);
  });

  return {
    async publish(channel, message) {
      await pub.publish(prefix + channel, JSON.stringify(message));
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
    async close() {
      channels.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
