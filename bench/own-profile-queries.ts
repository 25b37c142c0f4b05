/**
 * Own-profile endpoint: GET /api/profile/me (profile + photos + four counters + token balance) must
 * answer in a constant number of queries, whatever the account holds.
 *
 * Two accounts on the real stack (createTestApp: PostgreSQL when DATABASE_URL is set, else PGlite):
 * one brand new, one with six photos, hundreds of ledger rows, likes, matches and streams. Every
 * statement drizzle sends is counted per request; the target is that both answer in the same number
 * of statements, at most 2 (the session check and the profile read). Latency is printed for reference.
 *
 *   npx tsx bench/own-profile-queries.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npx tsx bench/own-profile-queries.ts
 */
import { randomBytes } from 'node:crypto';
import { matches, photos, streamingSessions, swipes, tokenLedger } from '../apps/api/src/db/schema.ts';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../apps/api/src/test/harness.ts';
import { median, printTargets, round, runBench, target, writeResult } from './lib/bench-kit.ts';

const REQUESTS = 200;
let counting = false;
let statements = 0;

async function fill(t: TestApp, rich: SignedUpUser, others: SignedUpUser[]) {
  const db = t.deps.database.db;
  const key = () => `photos/${randomBytes(16).toString('hex')}`;
  await db.insert(photos).values(
    Array.from({ length: 6 }, (_, i) => ({
      userId: rich.id,
      position: i,
      largeKey: `${key()}-l.webp`,
      smallKey: `${key()}-s.webp`,
      width: 1200,
      height: 1600,
    })),
  );
  await db.insert(tokenLedger).values(
    Array.from({ length: 500 }, (_, i) => ({
      userId: rich.id,
      amount: i % 2 ? 10 : -5,
      reason: i % 2 ? 'gift_received' : 'gift_sent',
      counterpartyId: others[i % others.length]!.id,
      idempotencyKey: `bench-${i}`,
    })),
  );
  await db.insert(swipes).values(others.map((o) => ({ swiperId: o.id, targetId: rich.id, kind: 'like' as const })));
  await db.insert(matches).values(
    others.slice(0, 10).map((o) => {
      const [userA, userB] = [o.id, rich.id].sort() as [string, string];
      return { userA, userB };
    }),
  );
  await db.insert(streamingSessions).values(
    Array.from({ length: 20 }, (_, i) => ({
      hostUserId: rich.id,
      title: `Stream ${i}`,
      status: 'ended' as const,
      endedAt: new Date(),
      hostSeenAt: new Date(),
    })),
  );
}

async function measure(t: TestApp, u: SignedUpUser) {
  const perRequest: number[] = [];
  const ms: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    statements = 0;
    counting = true;
    const started = performance.now();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/profile/me',
      headers: { authorization: `Bearer ${u.accessToken}` },
    });
    ms.push(performance.now() - started);
    counting = false;
    if (res.statusCode !== 200) throw new Error(`GET /api/profile/me answered ${res.statusCode}: ${res.body}`);
    perRequest.push(statements);
  }
  return { queries: Math.max(...perRequest), minQueries: Math.min(...perRequest), medianMs: median(ms) };
}

runBench(async () => {
  const t = await createTestApp({ onQuery: () => counting && statements++ });
  try {
    const fresh = await signUp(t);
    const rich = await signUp(t);
    const others = await Promise.all(Array.from({ length: 30 }, () => signUp(t)));
    await fill(t, rich, others);
    const a = await measure(t, fresh);
    const b = await measure(t, rich);
    console.log(`\nGET /api/profile/me on ${t.deps.database.kind}, ${REQUESTS} requests per account`);
    console.table([
      { account: 'new (no photos, 1 ledger row)', queries: a.queries, medianMs: round(a.medianMs, 2) },
      {
        account: '6 photos, 501 ledger rows, 30 likes, 10 matches, 20 streams',
        queries: b.queries,
        medianMs: round(b.medianMs, 2),
      },
    ]);
    const targets = [
      target('queries per own-profile request (busy account)', b.queries, '<=', 2, 'queries'),
      target('extra queries for a busy account vs a new one', b.queries - a.minQueries, '<=', 0, 'queries'),
    ];
    printTargets(targets);
    writeResult('own-profile-queries', targets, {
      database: t.deps.database.kind,
      fresh: a,
      busy: b,
      requests: REQUESTS,
    });
    return targets;
  } finally {
    await t.close();
  }
});
