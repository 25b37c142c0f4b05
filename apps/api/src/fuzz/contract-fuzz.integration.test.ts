import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/harness.ts';
import { startFuzzApp } from './fuzz-app.ts';
import { describeFailure, fuzzRoutes } from './fuzz-http.ts';
import { TestSocket } from '../modules/realtime/realtime-test-client.ts';
import { fuzzFrames, MAX_FRAME_BYTES } from './fuzz-frames.ts';
import type { FuzzRoute } from './route-cases.ts';
import { ALL_ENDPOINTS } from '@sankofa/contracts/endpoints/index';
import type { RouteTally } from './fuzz-http.ts';

/**
 * Issue #25, short form (bench/fuzz.ts is the long one): every route of the real route table and
 * every inbound message type get generated hostile input from a fixed seed. Nothing may answer 5xx,
 * hang, answer a 4xx outside the error shape, or lose a socket.
 */
const SEED = 20_261_125;
const CASES_PER_ROUTE = 40;

let t: TestApp;
let routes: FuzzRoute[];
let member: () => Promise<string>;
let peers: string[];
let base = '';
let seen: RouteTally[] = [];
beforeAll(async () => {
  ({ t, routes, member, peers } = await startFuzzApp());
});
afterAll(async () => {
  await t?.close();
});

describe('contract fuzzing', () => {
  it('walks the real route table', () => {
    expect(routes.length).toBeGreaterThan(60);
    const names = routes.map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/search',
        'POST /api/auth/signup',
        'GET /media/*',
        'PUT /api/streams/:streamId/thumbnail',
      ]),
    );
  });

  it('no generated request gets a 5xx, hangs, or a 4xx outside the error shape', async () => {
    const { tallies, failures } = await fuzzRoutes({
      app: t.app,
      routes,
      member,
      peers,
      seed: SEED,
      casesPerRoute: CASES_PER_ROUTE,
    });
    expect(tallies.reduce((n, x) => n + x.cases, 0)).toBe(routes.length * CASES_PER_ROUTE);
    expect(failures.map(describeFailure)).toEqual([]);
    seen = tallies;
  }, 120_000);

  it('answers only codes the endpoint table lists for the route', () => {
    expect(seen.length).toBe(routes.length);
    const declared = new Map(ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, new Set<string>(e.errors)]));
    const undeclared = seen.flatMap((t) => {
      const key = t.route.replace(/(.)\/$/, '$1');
      const codes = declared.get(key);
      return codes ? t.codes.filter((c) => !codes.has(c)).map((c) => `${key}: ${c}`) : [`${key}: no entry`];
    });
    expect(undeclared).toEqual([]);
  });

  it('no bad realtime frame loses its socket', async () => {
    base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const result = await fuzzFrames({ baseUrl: base, member, seed: SEED, frames: 360, sockets: 2 });
    expect(result.closes).toEqual([]);
    expect(result.sent).toBe(360);
    expect(result.socketsLost).toBe(0);
    expect(result.errorsReceived).toBeGreaterThan(100);
  }, 60_000);

  it('a frame over the 16 KiB limit closes only its own socket, with 1009, and the server goes on', async () => {
    const [big, other] = [await TestSocket.open(base, await member()), await TestSocket.open(base, await member())];
    big.send(JSON.stringify({ type: 'ping', ref: 'x'.repeat(MAX_FRAME_BYTES) }));
    expect((await big.closed).code).toBe(1009);
    other.send({ type: 'ping', ref: 'still-here' });
    await other.next((m) => m.type === 'pong' && m.ref === 'still-here');
    other.ws.close();
  });
});
