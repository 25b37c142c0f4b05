import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryBus } from '../../adapters/bus/memory-bus.ts';
import { createRedisBus } from '../../adapters/bus/redis-bus.ts';
import type { Database } from '../../db/client.ts';
import { openOwnDatabase } from '../../test/own-database.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { listen, openSocket } from '../messaging/messaging-test-kit.ts';
import type { TestSocket } from '../realtime/realtime-test-client.ts';
import { matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import { answer, answerSdp, callLineOn, callStatusIs, offer, ringing, signal, waitFor } from './calls-test-kit.ts';

/**
 * Two instances of one deployment (one database, one job queue, one bus: Redis when REDIS_URL is
 * set), the caller on one and the person called on the other: nothing about a call may live only in
 * the memory of the instance it started on.
 */
const REDIS_URL = process.env.REDIS_URL;

describe('calls across two instances', () => {
  let one: TestApp;
  let two: TestApp;
  let database: Database | undefined;
  const bases: string[] = [];
  let sockets: TestSocket[] = [];

  beforeAll(async () => {
    const run = randomUUID();
    const shared = REDIS_URL ? null : createMemoryBus();
    const bus = () => (REDIS_URL ? createRedisBus(REDIS_URL, `test-calls-${run}:`) : shared!);
    const env = { CALL_RING_TIMEOUT_SECONDS: '2', RATE_CALLS_PER_HOUR: '1000' };
    // A database of this deployment's own: every app's periodic sweep misses the calls that rang out
    // in its database, and an app of another test file would announce this file's on its own bus.
    database = await openOwnDatabase('calls');
    one = await createTestApp({ env, deps: { bus: bus() }, database, queue: `calls-${run}` });
    two = await createTestApp({
      env,
      deps: { bus: bus(), secret: one.deps.secret },
      database: one.deps.database,
      queue: `calls-${run}`,
    });
    bases.push(await listen(one), await listen(two));
  });
  afterEach(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    sockets = [];
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await database?.close();
  });

  const on = async (instance: 0 | 1, who: Member) => {
    const s = await openSocket(bases[instance]!, who);
    sockets.push(s);
    return s;
  };

  it('rings, answers and relays signals between a caller on one instance and the person called on the other', async () => {
    const [a, b] = [await member(one), await member(one)];
    await matchDirectly(one, a, b);
    const [aTab, bTab] = [await on(0, a), await on(1, b)];
    const { call } = await ringing(aTab, b);
    await waitFor(bTab, (m) => m.type === 'call.incoming' && m.call.id === call.id, 'ringing across instances');
    expect(await answer(bTab, call.id)).toMatchObject({ type: 'call.answered' });
    await waitFor(aTab, callStatusIs(call.id, 'active'), 'answer across instances');
    expect(await signal(aTab, call.id, offer('cross'))).toBeNull();
    await waitFor(bTab, (m) => m.type === 'call.signal', 'offer across instances');
    expect(await signal(bTab, call.id, answerSdp('back'))).toBeNull();
    await waitFor(aTab, (m) => m.type === 'call.signal', 'answer across instances');
  });

  it('a call nobody answers is missed by the periodic sweep, whichever instance runs it', async () => {
    const [a, b] = [await member(one), await member(one)];
    await matchDirectly(one, a, b);
    const [aTab, bTab] = [await on(0, a), await on(1, b)];
    const { call } = await ringing(aTab, b, 'audio');
    // The ring timeout is 2 s here and the sweep runs every 2 s: missed within a few seconds, untouched by the test.
    await waitFor(bTab, callStatusIs(call.id, 'missed'), 'missed by the sweep', 30_000);
    await waitFor(aTab, callLineOn(aTab, 'Missed voice call'), 'line on the caller');
  });
});
