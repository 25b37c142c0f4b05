/**
 * Contract fuzzing, long form (issue #25): the short form runs in `npm test`. Every route of the real
 * route table gets FUZZ_CASES generated hostile requests (default 1,000) and the realtime gateway
 * FUZZ_FRAMES bad frames (default 10,000) over FUZZ_SOCKETS sockets, paced under its frame budget.
 * Prints cases per route, 5xx, hangs, 4xx outside the error shape, sockets lost, and the server's
 * memory before and after. Each failure is printed with its seed and case number to replay.
 *
 *   npx tsx bench/fuzz.ts                       (PGlite in memory, or DATABASE_URL's PostgreSQL)
 *   FUZZ_CASES=200 FUZZ_FRAMES=2000 FUZZ_SEED=7 npx tsx bench/fuzz.ts
 */
import { describeFailure, fuzzRoutes } from '../apps/api/src/fuzz/fuzz-http.ts';
import { fuzzFrames } from '../apps/api/src/fuzz/fuzz-frames.ts';
import { startFuzzApp } from '../apps/api/src/fuzz/fuzz-app.ts';
import { printTargets, round, runBench, target, writeResult, type Target } from './lib/bench-kit.ts';

const CASES = Number(process.env.FUZZ_CASES ?? 1_000);
const FRAMES = Number(process.env.FUZZ_FRAMES ?? 10_000);
const SOCKETS = Number(process.env.FUZZ_SOCKETS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000_000);
const MiB = 2 ** 20;

const memory = () => {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { heapMiB: round(m.heapUsed / MiB, 1), rssMiB: round(m.rss / MiB, 1) };
};

async function main(): Promise<Target[]> {
  const { t, routes, member, peers } = await startFuzzApp();
  try {
    console.log(
      `contract fuzzing — seed ${SEED}, ${routes.length} routes × ${CASES} cases, ${FRAMES} frames over ${SOCKETS} sockets`,
    );
    const before = memory();
    const started = Date.now();
    const http = await fuzzRoutes({ app: t.app, routes, member, peers, seed: SEED, casesPerRoute: CASES });
    const httpSeconds = (Date.now() - started) / 1000;
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const frames = await fuzzFrames({ baseUrl: base, member, seed: SEED, frames: FRAMES, sockets: SOCKETS });
    const after = memory();

    console.table(
      http.tallies.map((r) => ({
        route: r.route,
        cases: r.cases,
        accepted: r.accepted,
        '5xx': r.serverErrors,
        hangs: r.hangs,
        'bad 4xx shape': r.badShapes,
      })),
    );
    for (const f of http.failures.slice(0, 50)) console.log(`FAIL ${describeFailure(f)}`);
    const sum = (k: 'cases' | 'serverErrors' | 'hangs' | 'badShapes') => http.tallies.reduce((n, r) => n + r[k], 0);
    console.log(
      `${sum('cases')} requests in ${round(httpSeconds, 1)} s; ${frames.sent} frames, ${frames.errorsReceived} error events back; ` +
        `server memory before ${before.heapMiB} MiB heap / ${before.rssMiB} MiB RSS, after ${after.heapMiB} / ${after.rssMiB}`,
    );
    const targets = [
      target('fewest cases on any route', Math.min(...http.tallies.map((r) => r.cases)), '>=', CASES, 'cases'),
      target('answers of 500 and above', sum('serverErrors'), '<=', 0, ''),
      target('requests with no answer in 10 s', sum('hangs'), '<=', 0, ''),
      target('4xx answers outside the error shape', sum('badShapes'), '<=', 0, ''),
      target('bad realtime frames sent', frames.sent, '>=', FRAMES, 'frames'),
      target('sockets lost', frames.socketsLost, '<=', 0, ''),
    ];
    printTargets(targets);
    writeResult('fuzz', targets, {
      seed: SEED,
      routes: http.tallies,
      failures: http.failures.slice(0, 200),
      frames,
      memory: { before, after },
    });
    return targets;
  } finally {
    await t.close();
  }
}

runBench(main);
