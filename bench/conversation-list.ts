/**
 * The conversation list at 1,000 conversations per person (issue #5, target 3), on PostgreSQL:
 * GET /api/conversations answers in one SQL statement (besides the session check every signed-in
 * request makes; presence is an in-memory or Redis lookup, not SQL), with p99 ≤ 3× that same
 * statement run directly against the database.
 *
 * Ten people each have 1,000 matches and friends (bench/lib/conversation-data.ts: most wrote a few
 * messages, some only opened the chat, peers have photos, a fifth are online), written by set-based
 * SQL. The app is the tests' (createTestApp) listening on a loopback port in 3300–3399 and is asked
 * over real HTTP (keep-alive, one request at a time) for the first page and a later page (page 20,
 * by its cursor). Every statement is counted with onQuery. The statement the endpoint sends is
 * captured with its parameters by calling the repository function it uses (selectConversations,
 * same arguments) on a logging drizzle instance, checked to be the text the endpoint sent and to
 * return the same people in the same order, then replayed with node-postgres over a pool; HTTP and
 * replay are interleaved so a busy machine weighs on both alike.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench_msg npx tsx bench/conversation-list.ts
 */
import http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { CONVERSATION_PAGE_SIZE, type ConversationPage } from '@sankofa/contracts';
import * as schema from '../apps/api/src/db/schema.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import { selectConversations, type ConversationCursor } from '../apps/api/src/modules/messaging/conversations.repo.ts';
import { createTestApp } from '../apps/api/src/test/harness.ts';
import { printTargets, round, runBench, target, writeResult, type Target } from './lib/bench-kit.ts';
import { generateConversations } from './lib/conversation-data.ts';
import {
  createMembers,
  issueTokens,
  latency,
  loopbackPort,
  machineProbe,
  removeMembers,
  skipWithoutDatabase,
} from './lib/messaging-kit.ts';

const PEERS = 1000;
const HUBS = 10;
const LATER_PAGE = 20;
const WARMUP_ROUNDS = 50;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 500);
const LIMIT_RATIO = 3;
const TAG = 'convlist';

interface Statement {
  text: string;
  params: unknown[];
}

/** A drizzle instance on the bench's own pool that records what it sends while capturing. */
function capturingDb(pool: pg.Pool) {
  const state = { on: false, statements: [] as Statement[] };
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (text, params) => state.on && state.statements.push({ text, params }) },
  }) as unknown as Db;
  return {
    db,
    async capture(fn: () => Promise<unknown>): Promise<Statement[]> {
      state.statements = [];
      state.on = true;
      try {
        await fn();
      } finally {
        state.on = false;
      }
      return state.statements;
    },
  };
}

/** The cursor the endpoint hands out, read back the way the server reads it. */
function decodeCursor(raw: string): ConversationCursor {
  const [sortKey, peer] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as [string, string];
  return { sortKey, peer: peer.toLowerCase() };
}

const isSessionCheck = (q: string) => /from "sessions"/.test(q);

runBench(async (): Promise<Target[]> => {
  if (skipWithoutDatabase('conversation-list')) process.exit(0);
  const seen = { on: false, statements: [] as string[] };
  const t = await createTestApp({ onQuery: (q) => seen.on && seen.statements.push(q) });
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let heartbeat: NodeJS.Timeout | undefined;
  try {
    // ─────────────── data set (remade each run: about 10 s)
    const started = performance.now();
    const db = t.deps.database.db;
    console.log(`conversation list — ${HUBS} people × ${PEERS} conversations each, on ${t.deps.database.kind}`);
    await removeMembers(db, TAG);
    const ids = await createMembers(db, TAG, PEERS + HUBS);
    const client = await pool.connect();
    try {
      await generateConversations(client, TAG, { peers: PEERS, hubs: HUBS }, (s) => console.log(s));
    } finally {
      client.release();
    }
    const tokens = await issueTokens(t.deps, TAG, PEERS + HUBS);
    const hubs = Array.from({ length: HUBS }, (_, k) => ({ id: ids[PEERS + k]!, token: tokens[PEERS + k]! }));
    const dataSet = (
      await pool.query<{ conversations: string; messages: string; matches: string; friendships: string }>(
        `select (select count(*) from conversations c where c.user_a = any($1::uuid[]) or c.user_b = any($1::uuid[])) conversations,
                (select count(*) from messages m where m.user_a = any($1::uuid[]) or m.user_b = any($1::uuid[])) messages,
                (select count(*) from matches m where m.user_a = any($1::uuid[]) or m.user_b = any($1::uuid[])) matches,
                (select count(*) from friendships f where f.user_a = any($1::uuid[]) or f.user_b = any($1::uuid[])) friendships`,
        [hubs.map((h) => h.id)],
      )
    ).rows[0]!;
    console.log(`data set ready in ${round((performance.now() - started) / 1000, 1)} s:`, dataSet);

    // A fifth of the peers are online (kept so: the in-memory presence entries lapse after 75 s).
    const online = ids.slice(0, PEERS).filter((_, i) => i % 5 === 0);
    const announce = () => Promise.all(online.map((id) => t.deps.presence.heartbeat(id, `bench-${id}`, new Date())));
    await announce();
    heartbeat = setInterval(() => void announce(), 20_000);

    const port = await loopbackPort();
    await t.app.listen({ host: '127.0.0.1', port });
    const get = (path: string, token: string) =>
      new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
        const t0 = performance.now();
        const req = http.request(
          { host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8'),
                ms: performance.now() - t0,
              }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      });
    const pathOf = (cursor?: string) => `/api/conversations${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = async (token: string, cursor?: string) => {
      seen.statements = [];
      seen.on = true;
      const res = await get(pathOf(cursor), token);
      seen.on = false;
      if (res.status !== 200)
        throw new Error(`GET ${pathOf(cursor)} answered ${res.status}: ${res.body.slice(0, 300)}`);
      return { body: JSON.parse(res.body) as ConversationPage, statements: [...seen.statements], ms: res.ms };
    };

    // ─────────────── every page of every list once: 1,000 each, statements per page, the later page's cursor
    const perPage: number[] = [];
    const listStatements: Record<'first' | 'later', string | undefined> = { first: undefined, later: undefined };
    const walks: Array<{
      hub: (typeof hubs)[number];
      laterCursor: string;
      first: ConversationPage;
      later: ConversationPage;
    }> = [];
    for (const hub of hubs) {
      let cursor: string | undefined;
      let total = 0;
      let laterCursor: string | undefined;
      let first: ConversationPage | undefined;
      let later: ConversationPage | undefined;
      for (let n = 1; n <= 100; n++) {
        const p = await page(hub.token, cursor);
        perPage.push(p.statements.filter((q) => !isSessionCheck(q)).length);
        const list = p.statements.find((q) => !isSessionCheck(q));
        if (n === 1) {
          first = p.body;
          listStatements.first ??= list;
        }
        if (n === LATER_PAGE) {
          later = p.body;
          laterCursor = cursor;
          listStatements.later ??= list;
        }
        total += p.body.conversations.length;
        if (!p.body.nextCursor) break;
        cursor = p.body.nextCursor;
      }
      if (total !== PEERS) throw new Error(`${hub.id} lists ${total} conversations, expected ${PEERS}`);
      if (!first || !later || !laterCursor) throw new Error(`${hub.id} has fewer than ${LATER_PAGE} pages`);
      walks.push({ hub, laterCursor, first, later });
    }
    const withMessages = walks[0]!.first.conversations.filter((c) => c.lastMessage).length;
    console.log(
      `every list walked: ${PEERS} conversations each over ${perPage.length / HUBS} pages; SQL statements per page besides the session check: ` +
        `${Math.min(...perPage)}–${Math.max(...perPage)}; first page of the first list: ${withMessages}/${CONVERSATION_PAGE_SIZE} with a last message, ` +
        `${walks[0]!.first.conversations.filter((c) => c.online).length} online`,
    );

    // ─────────────── the exact statement, captured and checked
    const cap = capturingDb(pool);
    const limit = CONVERSATION_PAGE_SIZE + 1;
    const sets = [];
    for (const w of walks) {
      const firstSql = await cap.capture(() =>
        selectConversations(cap.db, w.hub.id, { after: null, limit }, new Date()),
      );
      const laterSql = await cap.capture(() =>
        selectConversations(cap.db, w.hub.id, { after: decodeCursor(w.laterCursor), limit }, new Date()),
      );
      for (const [name, stmts, body, sent] of [
        ['first', firstSql, w.first, listStatements.first],
        ['later', laterSql, w.later, listStatements.later],
      ] as const) {
        if (stmts.length !== 1 || stmts[0]!.text !== sent)
          throw new Error(`the captured ${name}-page statement is not the one the endpoint sent`);
        const rows = (await pool.query<{ peer: string }>(stmts[0]!.text, stmts[0]!.params)).rows.slice(
          0,
          CONVERSATION_PAGE_SIZE,
        );
        const same = rows.map((r) => r.peer).join() === body.conversations.map((c) => c.userId).join();
        if (!same)
          throw new Error(`replaying the ${name}-page statement does not list the same people as the endpoint`);
      }
      sets.push({ hub: w.hub, cursor: w.laterCursor, first: firstSql[0]!, later: laterSql[0]! });
    }
    const explain = async (s: Statement) => {
      const plan = (
        await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${s.text}`, s.params)
      ).rows.map((r) => r['QUERY PLAN']);
      return Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1] ?? NaN);
    };
    const explained = { firstMs: await explain(sets[0]!.first), laterMs: await explain(sets[0]!.later) };

    // ─────────────── timing: HTTP and the replayed statement, interleaved
    const http1: number[] = [];
    const httpN: number[] = [];
    const sql1: number[] = [];
    const sqlN: number[] = [];
    const replay = async (s: Statement) => {
      const t0 = performance.now();
      await pool.query(s.text, s.params);
      return performance.now() - t0;
    };
    const machine = machineProbe();
    for (let r = -WARMUP_ROUNDS; r < ROUNDS; r++) {
      if (r === 0) machine.reset();
      const s = sets[(r + WARMUP_ROUNDS) % sets.length]!;
      const a = (await get(pathOf(), s.hub.token)).ms;
      const b = await replay(s.first);
      const c = (await get(pathOf(s.cursor), s.hub.token)).ms;
      const d = await replay(s.later);
      if (r < 0) continue;
      http1.push(a);
      sql1.push(b);
      httpN.push(c);
      sqlN.push(d);
    }
    const conditions = machine.read();
    const res = {
      first: { http: latency(http1), sql: latency(sql1) },
      later: { http: latency(httpN), sql: latency(sqlN) },
    };
    console.log(
      `\n${ROUNDS} requests per page (after ${WARMUP_ROUNDS} warm-up rounds), one at a time, HTTP and replay interleaved:`,
    );
    console.table([
      { measure: 'GET /api/conversations, first page (HTTP)', ...res.first.http },
      { measure: '  its statement replayed (node-postgres)', ...res.first.sql },
      { measure: `GET /api/conversations, page ${LATER_PAGE} (HTTP, cursor)`, ...res.later.http },
      { measure: '  its statement replayed (node-postgres)', ...res.later.sql },
    ]);
    console.log({ explainAnalyzeExecutionMs: explained, machine: conditions });

    const statementsPerRequest = Math.max(...perPage);
    const targets = [
      target(
        'SQL statements per conversation page (besides the session check)',
        statementsPerRequest,
        '<=',
        1,
        'statements',
      ),
      target(
        `first page p99 ÷ its statement's p99 (direct)`,
        res.first.http.p99 / res.first.sql.p99,
        '<=',
        LIMIT_RATIO,
        '×',
      ),
      target(
        `page ${LATER_PAGE} p99 ÷ its statement's p99 (direct)`,
        res.later.http.p99 / res.later.sql.p99,
        '<=',
        LIMIT_RATIO,
        '×',
      ),
    ];
    if (Math.min(...perPage) !== statementsPerRequest) targets[0]!.pass = false;
    printTargets(targets);
    writeResult('conversation-list', targets, {
      database: t.deps.database.kind,
      dataSet: {
        hubs: HUBS,
        conversationsPerHub: PEERS,
        laterPage: LATER_PAGE,
        pageSize: CONVERSATION_PAGE_SIZE,
        ...dataSet,
      },
      rounds: ROUNDS,
      statementsPerPage: { min: Math.min(...perPage), max: statementsPerRequest, sessionCheckBesides: 1 },
      ...res,
      ratioFirst: round(res.first.http.p99 / res.first.sql.p99, 2),
      ratioLater: round(res.later.http.p99 / res.later.sql.p99, 2),
      explainAnalyzeExecutionMs: explained,
      machine: conditions,
    });
    return targets;
  } finally {
    clearInterval(heartbeat);
    agent.destroy();
    await pool.end();
    await t.close();
  }
});
