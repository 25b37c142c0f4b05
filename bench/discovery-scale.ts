/**
 * Discovery at scale (issue #4): 100,000 profiles and 1,000,000 swipes on PostgreSQL.
 *
 *   1. building one user's candidates (the real prepareDeck, forced) p95 ≤ 50 ms
 *   2. a deck page over real HTTP, 50 concurrent clients, candidates prepared, p99 ≤ 5 ms
 *   3. page 1,000 of All Users costs ≤ 2× page 1 (keyset); the deck's last page against its first
 *   4. search p95 ≤ 20 ms over realistic 2–5 letter queries
 *
 * The deck load comes from autocannon in a child process (bench/lib/load-client.ts), so the
 * server's event loop is not also the load generator's.
 *
 * Each figure is also printed as a ratio to the same SQL run directly: the statements the product
 * sends are captured (text and parameters) through a second drizzle instance and replayed with
 * node-postgres, so the ratio is what the ORM, validation, serialisation and HTTP add on top.
 *
 * The data set is generated once by set-based SQL (bench/lib/scale-data.ts) and reused while it is
 * there. Needs a PostgreSQL database of its own:
 *
 *   createdb -h 127.0.0.1 -U postgres sankofa_bench_scale
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench_scale npx tsx bench/discovery-scale.ts
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/api/src/db/schema.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import type { AppDeps } from '../apps/api/src/deps.ts';
import { authenticateToken } from '../apps/api/src/modules/auth/authenticate.ts';
import { startSession } from '../apps/api/src/modules/auth/sessions.ts';
import { deckPage } from '../apps/api/src/modules/discover/deck-page.ts';
import { selectCandidates, selectViewer } from '../apps/api/src/modules/discover/deck.repo.ts';
import { DECK_BUILD_MAX, prepareDeck } from '../apps/api/src/modules/discover/prepare-deck.ts';
import { searchProfiles } from '../apps/api/src/modules/discover/search-profiles.ts';
import { usersPage } from '../apps/api/src/modules/social/list-people.ts';
import { createTestApp, type TestApp } from '../apps/api/src/test/harness.ts';
import {
  freePort,
  median,
  printTargets,
  round,
  runBench,
  target,
  withTimeout,
  writeResult,
  type Target,
} from './lib/bench-kit.ts';
import { autocannonInChild } from './lib/load-client.ts';
import { BENCH_USERS, SEARCH_TERMS, benchUserIdSql, dataSetPresent, generateDataSet } from './lib/scale-data.ts';

const SAMPLE_USERS = 100;
const DECK_CONNECTIONS = 50;
const DECK_SECONDS = 15;
const DECK_PAGES_PER_USER = 4;
const LIST_PAGE = 1000;
const LIST_REPEATS = 40;
const SEARCH_ROUNDS = 10;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
};

interface Statement {
  text: string;
  params: unknown[];
}

/**
 * A drizzle instance on its own pool whose logger keeps every statement while `capturing` is on;
 * the repository functions take the database as a parameter, so the product's own queries are what
 * gets recorded.
 */
function capturingDb(pool: pg.Pool) {
  const state = { capturing: false, statements: [] as Statement[] };
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => state.capturing && state.statements.push({ text, params }) },
  }) as unknown as Db;
  return {
    db,
    async capture(fn: () => Promise<unknown>): Promise<Statement[]> {
      state.statements = [];
      state.capturing = true;
      try {
        await fn();
      } finally {
        state.capturing = false;
      }
      return state.statements;
    },
  };
}

async function replay(pool: pg.Pool, statements: Statement[]): Promise<number> {
  const started = performance.now();
  for (const s of statements) await pool.query(s.text, s.params as unknown[]);
  return performance.now() - started;
}

/** `workers` loops at once, each replaying the next statement set until `seconds` have passed. */
async function replayConcurrently(pool: pg.Pool, sets: Statement[][], workers: number, seconds: number) {
  const ms: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const set = sets[next++ % sets.length]!;
        ms.push(await replay(pool, set));
      }
    }),
  );
  return { p50: pct(ms, 50), p99: pct(ms, 99), requests: ms.length, perSecond: ms.length / seconds };
}

async function inject(t: TestApp, token: string, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json();
}

async function sampleViewers(t: TestApp, pool: pg.Pool) {
  // Spread over the whole set (every region, old and new accounts), the same people every run.
  const indexes = Array.from({ length: SAMPLE_USERS }, (_, k) => 1 + ((k * 7919 + 13) % BENCH_USERS));
  const rows = await pool.query<{ user_id: string }>(
    `select p.user_id from profiles p
     where p.user_id in (${indexes.map((i) => benchUserIdSql(String(i))).join(',')})
     order by p.user_id`,
  );
  const meta = { ip: '127.0.0.1', userAgent: 'discovery-scale bench' };
  const out: Array<{ userId: string; token: string }> = [];
  for (const r of rows.rows) {
    // Straight to a session: signing in would spend the time on argon2, which is not measured here.
    const issued = await startSession(t.deps, t.deps.database.db, r.user_id, meta, new Date(), { action: 'sign_in' });
    out.push({ userId: r.user_id, token: issued.accessToken });
  }
  return out;
}

runBench(async () => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'bench/discovery-scale.ts needs PostgreSQL: set DATABASE_URL to a database of its own, e.g.\n' +
        '  createdb -h 127.0.0.1 -U postgres sankofa_bench_scale\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench_scale npx tsx bench/discovery-scale.ts',
    );
    process.exit(2);
  }
  const t = await createTestApp({
    env: { RATE_DISCOVER_READS_PER_MINUTE: '100000000', RATE_SWIPES_PER_MINUTE: '100000000' },
  });
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const cap = capturingDb(pool);
  const capDeps: AppDeps = { ...t.deps, database: { ...t.deps.database, db: cap.db } };
  const targets: Target[] = [];
  const details: Record<string, unknown> = { database: t.deps.database.kind };
  try {
    if (await dataSetPresent(pool)) {
      console.log('reusing the generated data set');
    } else {
      console.log('generating the data set (once; later runs reuse it)');
      const started = performance.now();
      await generateDataSet(pool, (s) => console.log(s));
      details.generationSeconds = round((performance.now() - started) / 1000, 1);
    }
    const counts = await pool.query<{
      users: string;
      visible: string;
      swipes: string;
      matches: string;
      blocks: string;
      friendships: string;
    }>(
      `select (select count(*) from profiles) users,
              (select count(*) from profiles where show_profile and onboarded_at is not null and not is_demo_profile) visible,
              (select count(*) from swipes) swipes, (select count(*) from matches) matches,
              (select count(*) from blocks) blocks, (select count(*) from friendships) friendships`,
    );
    details.dataSet = counts.rows[0];
    console.log('data set:', counts.rows[0]);
    const viewers = await sampleViewers(t, pool);

    // ---------------------------------------------------------------- 1. preparing candidates
    const build: number[] = [];
    const rawBuild: number[] = [];
    const deckSizes: number[] = [];
    // One untimed pass warms caches and plans, as a long-running server has them.
    for (const v of viewers.slice(0, 10))
      await prepareDeck(t.deps, (await selectViewer(t.deps.database.db, v.userId, t.deps.clock()))!);
    for (const v of viewers) {
      const viewer = (await selectViewer(t.deps.database.db, v.userId, t.deps.clock()))!;
      const started = performance.now();
      await prepareDeck(t.deps, viewer);
      build.push(performance.now() - started);
      const statements = await cap.capture(async () =>
        deckSizes.push((await selectCandidates(cap.db, viewer, DECK_BUILD_MAX, new Date())).length),
      );
      rawBuild.push(await replay(pool, statements));
    }
    const buildP95 = pct(build, 95);
    const rawBuildP95 = pct(rawBuild, 95);
    details.candidateBuild = {
      users: viewers.length,
      p50Ms: round(pct(build, 50), 2),
      p95Ms: round(buildP95, 2),
      filterSqlP50Ms: round(pct(rawBuild, 50), 2),
      filterSqlP95Ms: round(rawBuildP95, 2),
      ratioToFilterSql: round(buildP95 / rawBuildP95, 2),
      candidatesMedian: median(deckSizes),
      candidatesMax: Math.max(...deckSizes),
    };
    console.log('\ncandidate build:', details.candidateBuild);
    targets.push(target('candidate build p95 (prepareDeck, forced)', buildP95, '<=', 50, 'ms'));

    // ---------------------------------------------------------------- 2. deck pages under load
    // Pages 1..n of each sampled deck, so the load is not always the first page.
    const deckRequests: Array<{ path: string; token: string; userId: string; cursor?: string }> = [];
    for (const v of viewers) {
      let cursor: string | undefined;
      for (let page = 0; page < DECK_PAGES_PER_USER; page++) {
        const path = `/api/discover/deck${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
        deckRequests.push({ path, token: v.token, userId: v.userId, cursor });
        const body = (await inject(t, v.token, path)) as { nextCursor: string | null };
        if (!body.nextCursor) break;
        cursor = body.nextCursor;
      }
    }
    // A first page rebuilds a deck older than ten minutes; the run is shorter, so load only reads.
    const port = await freePort();
    await t.app.listen({ port, host: '127.0.0.1' });
    const requests = deckRequests.map((r) => ({
      method: 'GET',
      path: r.path,
      headers: { authorization: `Bearer ${r.token}` },
    }));
    const load = (seconds: number) =>
      withTimeout(
        'deck load',
        (seconds + 30) * 1000,
        autocannonInChild({
          url: `http://127.0.0.1:${port}`,
          connections: DECK_CONNECTIONS,
          duration: seconds,
          timeout: 20,
          requests,
        }),
      );
    await load(3);
    const result = await load(DECK_SECONDS);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`deck load: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    const deckSets: Statement[][] = [];
    for (const r of deckRequests) {
      deckSets.push(
        await cap.capture(async () => {
          await authenticateToken(capDeps, r.token);
          await deckPage(capDeps, r.userId, r.cursor ? { cursor: r.cursor } : {});
        }),
      );
    }
    const rawDeck = await replayConcurrently(pool, deckSets, DECK_CONNECTIONS, DECK_SECONDS);
    details.deckPage = {
      connections: DECK_CONNECTIONS,
      seconds: DECK_SECONDS,
      distinctRequests: deckRequests.length,
      statementsPerRequest: deckSets[0]!.length,
      httpP50Ms: result.latency.p50,
      httpP99Ms: result.latency.p99,
      httpRequestsPerSecond: round(result.requests.average, 0),
      sqlP50Ms: round(rawDeck.p50, 2),
      sqlP99Ms: round(rawDeck.p99, 2),
      sqlSetsPerSecond: round(rawDeck.perSecond, 0),
      ratioToSql: round(result.latency.p99 / rawDeck.p99, 2),
    };
    console.log('\ndeck page:', details.deckPage);
    targets.push(
      target(`deck page p99, ${DECK_CONNECTIONS} concurrent clients (HTTP)`, result.latency.p99, '<=', 5, 'ms'),
    );

    // ---------------------------------------------------------------- 3. keyset paging
    const lister = viewers[0]!;
    const cursors: Array<string | undefined> = [undefined];
    for (let page = 1; page < LIST_PAGE; page++) {
      const path = `/api/users${cursors.at(-1) ? `?cursor=${encodeURIComponent(cursors.at(-1)!)}` : ''}`;
      const body = (await inject(t, lister.token, path)) as { nextCursor: string | null };
      if (!body.nextCursor) throw new Error(`All Users ended after ${page} pages`);
      cursors.push(body.nextCursor);
    }
    const timePage = async (cursor: string | undefined) => {
      const path = `/api/users${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
      const started = performance.now();
      await inject(t, lister.token, path);
      return performance.now() - started;
    };
    const p1: number[] = [];
    const pN: number[] = [];
    for (let i = 0; i < LIST_REPEATS; i++) {
      p1.push(await timePage(undefined));
      pN.push(await timePage(cursors[LIST_PAGE - 1]));
    }
    const rawList = async (cursor: string | undefined) => {
      const statements = await cap.capture(() => usersPage(capDeps, lister.userId, cursor));
      const ms: number[] = [];
      for (let i = 0; i < LIST_REPEATS; i++) ms.push(await replay(pool, statements));
      return median(ms);
    };
    const raw1 = await rawList(undefined);
    const rawN = await rawList(cursors[LIST_PAGE - 1]);
    const listRatio = median(pN) / median(p1);
    details.allUsersPaging = {
      page1MedianMs: round(median(p1), 2),
      [`page${LIST_PAGE}MedianMs`]: round(median(pN), 2),
      ratio: round(listRatio, 2),
      sqlPage1MedianMs: round(raw1, 2),
      [`sqlPage${LIST_PAGE}MedianMs`]: round(rawN, 2),
      sqlRatio: round(rawN / raw1, 2),
      page1RatioToSql: round(median(p1) / raw1, 2),
    };
    console.log('\nAll Users paging:', details.allUsersPaging);
    targets.push(target(`All Users page ${LIST_PAGE} ÷ page 1`, listRatio, '<=', 2, '×'));

    // The deck holds at most DECK_BUILD_MAX people per pass, so its deepest page is the last one.
    const decker = viewers[1]!;
    const deckCursors: Array<string | undefined> = [undefined];
    for (;;) {
      const c = deckCursors.at(-1);
      const body = (await inject(
        t,
        decker.token,
        `/api/discover/deck${c ? `?cursor=${encodeURIComponent(c)}` : ''}`,
      )) as {
        nextCursor: string | null;
      };
      if (!body.nextCursor) break;
      deckCursors.push(body.nextCursor);
    }
    const lastReal = deckCursors.length - 1;
    const timeDeck = async (cursor: string | undefined) => {
      const started = performance.now();
      await inject(t, decker.token, `/api/discover/deck${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      return performance.now() - started;
    };
    const d1: number[] = [];
    const dN: number[] = [];
    for (let i = 0; i < LIST_REPEATS; i++) {
      d1.push(await timeDeck(deckCursors[1]));
      dN.push(await timeDeck(deckCursors[lastReal]));
    }
    const deckRatio = median(dN) / median(d1);
    details.deckPaging = {
      pages: deckCursors.length,
      note: `a deck pass holds at most ${DECK_BUILD_MAX} people (${Math.ceil(DECK_BUILD_MAX / 15)} pages), so page 1,000 does not exist; page ${deckCursors.length} (the last) is compared with page 2 (page 1 may rebuild)`,
      page2MedianMs: round(median(d1), 2),
      lastPageMedianMs: round(median(dN), 2),
      ratio: round(deckRatio, 2),
    };
    console.log('\ndeck paging:', details.deckPaging);
    targets.push(target(`deck last page (${deckCursors.length}) ÷ page 2`, deckRatio, '<=', 2, '×'));

    // ---------------------------------------------------------------- 4. search
    const search: number[] = [];
    const rawSearch: number[] = [];
    const perTerm: Record<string, number[]> = {};
    for (let round_ = 0; round_ < SEARCH_ROUNDS; round_++) {
      for (const [i, q] of SEARCH_TERMS.entries()) {
        const v = viewers[(round_ * SEARCH_TERMS.length + i) % viewers.length]!;
        const started = performance.now();
        await inject(t, v.token, `/api/search?q=${encodeURIComponent(q)}`);
        const ms = performance.now() - started;
        if (round_ > 0) search.push(ms);
        (perTerm[q] ??= []).push(ms);
        if (round_ === 1) {
          const statements = await cap.capture(() => searchProfiles(capDeps, v.userId, q));
          for (let k = 0; k < SEARCH_ROUNDS - 1; k++) rawSearch.push(await replay(pool, statements));
        }
      }
    }
    const searchP95 = pct(search, 95);
    details.search = {
      requests: search.length,
      p50Ms: round(pct(search, 50), 2),
      p95Ms: round(searchP95, 2),
      sqlP50Ms: round(pct(rawSearch, 50), 2),
      sqlP95Ms: round(pct(rawSearch, 95), 2),
      ratioToSql: round(searchP95 / pct(rawSearch, 95), 2),
      medianMsPerTerm: Object.fromEntries(Object.entries(perTerm).map(([q, ms]) => [q, round(median(ms), 2)])),
    };
    console.log('\nsearch:', details.search);
    targets.push(target('search p95', searchP95, '<=', 20, 'ms'));

    printTargets(targets);
    writeResult('discovery-scale', targets, details);
    return targets;
  } finally {
    await pool.end();
    await t.close();
  }
});
