import { describe, expect, it, vi } from 'vitest';
import type { Bus } from '../../adapters/bus/bus.ts';
import { createMemoryBus } from '../../adapters/bus/memory-bus.ts';
import { ChannelHub } from './channel-hub.ts';
import type { Connection } from './connection.ts';

const conn = (name: string) => ({ name }) as unknown as Connection;

function countingBus(): Bus & { subscribes: number; unsubscribes: number } {
  const inner = createMemoryBus();
  const bus = {
    subscribes: 0,
    unsubscribes: 0,
    publish: inner.publish,
    ping: inner.ping,
    onRecovered: inner.onRecovered,
    close: inner.close,
    async subscribe(channel: string, handler: (m: unknown) => void) {
      bus.subscribes++;
      const off = await inner.subscribe(channel, handler);
      return async () => {
        bus.unsubscribes++;
        await off();
      };
    },
  };
  return bus;
}

describe('ChannelHub', () => {
  it('holds one bus subscription per channel, however many connections join, until the last leaves', async () => {
    const bus = countingBus();
    const delivered: Array<[string, string[], unknown]> = [];
    const hub = new ChannelHub(
      bus,
      (ch, members, m) => delivered.push([ch, [...members].map((c) => (c as unknown as { name: string }).name), m]),
      vi.fn(),
    );
    const [a, b] = [conn('a'), conn('b')];
    await Promise.all([hub.join('user:1', a), hub.join('user:1', b)]);
    expect(bus.subscribes).toBe(1);
    await bus.publish('user:1', { hi: 1 });
    await vi.waitFor(() => expect(delivered).toEqual([['user:1', ['a', 'b'], { hi: 1 }]]));
    hub.leave('user:1', a);
    expect(hub.size).toBe(1);
    hub.leave('user:1', b);
    hub.leave('user:1', b);
    expect(hub.size).toBe(0);
    await vi.waitFor(() => expect(bus.unsubscribes).toBe(1));
    await hub.join('user:1', a);
    expect(bus.subscribes).toBe(2);
  });

  it('reports a failed subscription and lets a later join try again', async () => {
    const onError = vi.fn();
    let fail = true;
    const bus = countingBus();
    const flaky: Bus = {
      ...bus,
      subscribe: (ch, h) => (fail ? Promise.reject(new Error('down')) : bus.subscribe(ch, h)),
    };
    const hub = new ChannelHub(flaky, vi.fn(), onError);
    await expect(hub.join('user:1', conn('a'))).rejects.toThrow(/could not subscribe/);
    expect(onError).toHaveBeenCalledOnce();
    expect(hub.size).toBe(0);
    fail = false;
    await hub.join('user:1', conn('a'));
    expect(hub.size).toBe(1);
  });
});
