import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkChat } from './support/chat-checker.ts';
import { chatLoad, type ChatOp } from './support/chat-load.ts';
import { Cluster } from './support/cluster.ts';
import { matchedPairs, type Member } from './support/members.ts';
import { createOwnDatabase, startOwnRedis, type OwnDatabase, type OwnRedis } from './support/own-services.ts';

/**
 * Issue #24: an API instance SIGKILLed again and again while members chat and send gifts through two
 * instances on PostgreSQL + Redis. Nothing acknowledged may be lost, nothing stored twice, and the
 * tokens must add up. FAULTS_LOAD_MS sets the length of the load (the long form in bench/ runs longer).
 */
const DATABASE_URL = process.env.DATABASE_URL;
const LOAD_MS = Number(process.env.FAULTS_LOAD_MS ?? 15_000);
const KILL_EVERY_MS = 2_500;
const PAIRS = 4;

describe.skipIf(!DATABASE_URL)('an API instance killed under load', () => {
  let database: OwnDatabase;
  let redis: OwnRedis;
  let cluster: Cluster;
  let pairs: [Member, Member][];
  /** Writes of earlier tests on the same members, so their rows are not taken for phantoms. */
  const earlier: ChatOp[] = [];

  beforeAll(async () => {
    database = await createOwnDatabase(DATABASE_URL!);
    redis = await startOwnRedis();
    cluster = await Cluster.start({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      CONTACT_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      RATE_SIGNUP_PER_IP: '100000',
      RATE_MESSAGES_PER_MINUTE: '100000',
      RATE_CHECKOUTS_PER_HOUR: '100000',
    });
    pairs = await matchedPairs(cluster, database.url, PAIRS);
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await redis?.stop();
    await database?.drop();
  }, 60_000);

  /**
   * Members send texts and gifts for LOAD_MS while `fault` runs, then the checker reads the database:
   * the same invariants whatever the fault. Returns the stops the fault made.
   */
  async function underLoad(label: string, fault: (until: number) => Promise<void>): Promise<{ stops: number; acknowledged: number }> {
    const ops: ChatOp[] = [];
    const before = cluster.kills;
    const until = Date.now() + LOAD_MS;
    const load = Promise.all(pairs.map(([sender, recipient]) => chatLoad(cluster, sender, recipient.id, until, ops)));
    await fault(until);
    await load;

    const verdict = await checkChat(database.url, ops, pairs.flat().map((m) => m.id), earlier);
    earlier.push(...ops);
    const { lost, duplicated, refusedButStored, phantoms, negativeBalances, ...figures } = verdict;
    const stops = cluster.kills - before;
    console.log(
      `${label}: ${stops} stops in ${LOAD_MS} ms; ${JSON.stringify({ ...figures, lost: lost.length, duplicated: duplicated.length, refusedButStored: refusedButStored.length, phantoms: phantoms.length, negativeBalances: negativeBalances.length })}`,
    );
    expect({ lost, duplicated, refusedButStored, phantoms, negativeBalances, balanceDrift: verdict.balanceDrift }).toEqual({
      lost: [],
      duplicated: [],
      refusedButStored: [],
      phantoms: [],
      negativeBalances: [],
      balanceDrift: 0,
    });
    // Every write was answered in the end: the instance left standing took the retries.
    expect(verdict.unanswered).toBe(0);
    return { stops, acknowledged: verdict.acknowledged };
  }

  it('loses no acknowledged message or gift, stores none twice, and keeps every token accounted for', async () => {
    const run = await underLoad('kill under load', async (until) => {
      while (Date.now() < until - KILL_EVERY_MS) {
        await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS * (0.5 + Math.random() / 2)));
        await cluster.restart(0, 'SIGKILL');
      }
    });
    expect(run.stops).toBeGreaterThanOrEqual(2);
    expect(run.acknowledged).toBeGreaterThan(0);
  }, 180_000);

  it('a rolling restart (SIGTERM one instance, then the other) loses no acknowledged write either', async () => {
    const run = await underLoad('rolling restart', async () => {
      for (const i of [0, 1]) {
        await new Promise((resolve) => setTimeout(resolve, LOAD_MS / 4));
        await cluster.restart(i, 'SIGTERM');
      }
    });
    expect(run.stops).toBe(2);
  }, 180_000);
});
