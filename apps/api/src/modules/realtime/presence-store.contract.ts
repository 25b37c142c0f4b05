import { afterEach, beforeEach, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { PresenceStore } from './presence-store.ts';

/** Behaviour every PresenceStore must have; run against each implementation with an injected `now`. */
export function presenceStoreContract(make: (ttlMs: number) => PresenceStore | Promise<PresenceStore>): void {
  const TTL = 10_000;
  const T0 = Date.UTC(2030, 0, 1, 12);
  const at = (ms: number) => new Date(T0 + ms);
  let store: PresenceStore;
  let u: string;
  let v: string;

  beforeEach(async () => {
    store = await make(TTL);
    u = randomUUID();
    v = randomUUID();
  });
  afterEach(async () => {
    await store.close();
  });

  const entry = async (userId: string, ms: number) => (await store.list([userId], at(ms)))[0];

  it('a first connection starts an online spell; later ones do not', async () => {
    expect(await entry(u, 0)).toEqual({ userId: u, online: false, onlineAt: null });
    expect(await store.connect(u, 'c1', at(0))).toBe(true);
    expect(await store.connect(u, 'c2', at(1_000))).toBe(false);
    expect(await entry(u, 2_000)).toEqual({ userId: u, online: true, onlineAt: at(0).toISOString() });
    expect(await entry(v, 2_000)).toEqual({ userId: v, online: false, onlineAt: null });
  });

  it('stays online while any connection remains, and the last disconnect ends the spell once', async () => {
    await store.connect(u, 'c1', at(0));
    await store.connect(u, 'c2', at(0));
    expect(await store.disconnect(u, 'c1', at(100))).toBe(false);
    expect((await entry(u, 100))?.online).toBe(true);
    expect(await store.disconnect(u, 'c2', at(200))).toBe(true);
    expect(await store.disconnect(u, 'c2', at(300))).toBe(false);
    expect(await entry(u, 300)).toEqual({ userId: u, online: false, onlineAt: null });
  });

  it('a connection lapses TTL after its last announce; heartbeats keep it alive', async () => {
    await store.connect(u, 'c1', at(0));
    expect(await store.heartbeat(u, 'c1', at(TTL - 1))).toBe(false);
    expect((await entry(u, TTL + 500))?.online).toBe(true);
    expect((await entry(u, 2 * TTL - 2))?.online).toBe(true);
    expect((await entry(u, 2 * TTL - 2))?.onlineAt).toBe(at(0).toISOString());
    expect(await entry(u, 2 * TTL - 1)).toEqual({ userId: u, online: false, onlineAt: null });
  });

  it('sweep reports each lapsed spell exactly once and keeps live ones', async () => {
    await store.connect(u, 'dead', at(0));
    await store.connect(v, 'live', at(0));
    await store.heartbeat(v, 'live', at(TTL - 1));
    expect(await store.sweep(at(TTL - 1))).toEqual([]);
    expect(await store.sweep(at(TTL))).toEqual([u]);
    expect(await store.sweep(at(TTL + 1))).toEqual([]);
    expect(await store.disconnect(u, 'dead', at(TTL + 2))).toBe(false);
    expect((await entry(v, TTL + 2))?.online).toBe(true);
  });

  it('a re-announce after a lapse starts a new spell with a new onlineAt', async () => {
    await store.connect(u, 'c1', at(0));
    expect(await store.heartbeat(u, 'c1', at(TTL + 5))).toBe(true);
    expect(await entry(u, TTL + 6)).toEqual({ userId: u, online: true, onlineAt: at(TTL + 5).toISOString() });
  });

  it('the last disconnect ends a spell whose other connections lapsed unswept', async () => {
    await store.connect(u, 'crashed', at(0));
    await store.connect(u, 'here', at(TTL - 1));
    expect(await store.disconnect(u, 'here', at(TTL + 1))).toBe(true);
    expect(await store.sweep(at(TTL + 2))).toEqual([]);
  });

  it('list keeps the order asked for and drops duplicates', async () => {
    await store.connect(v, 'c', at(0));
    const list = await store.list([u, v, u], at(1));
    expect(list.map((e) => [e.userId, e.online])).toEqual([
      [u, false],
      [v, true],
    ]);
    expect(await store.list([], at(1))).toEqual([]);
  });
}
