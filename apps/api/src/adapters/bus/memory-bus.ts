import type { Bus, BusHandler } from './bus.ts';

/** Single-process bus: the embedded default. Delivery is async, like Redis, so callers cannot rely on ordering quirks. */
export function createMemoryBus(): Bus {
  const channels = new Map<string, Set<BusHandler>>();
  return {
    async publish(channel, message) {
      const handlers = channels.get(channel);
      if (!handlers) return;
      const copy = structuredClone(message);
      queueMicrotask(() => {
        for (const h of handlers) h(copy);
      });
    },
    async subscribe(channel, handler) {
      let set = channels.get(channel);
      if (!set) channels.set(channel, (set = new Set()));
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) channels.delete(channel);
      };
    },
    async ping() {},
    // One process: nothing can come between publisher and subscriber.
    onRecovered: () => () => {},
    async close() {
      channels.clear();
    },
  };
}
