import pg from 'pg';
import { expect } from 'vitest';
import { TestSocket } from '../../../apps/api/src/modules/realtime/realtime-test-client.ts';
import { recordFigures } from '../support/figures.ts';
import { ask, HANG_MS, keepAsking, recoveryTime, summary, type Answer } from '../support/answers.ts';
import { OUTAGE_MS, pause, PROBE, RECOVERY_LIMIT_MS, type Rig } from '../support/rig.ts';

/** The database ends the app's connections itself (pg_terminate_backend) again and again under load. */
export async function connectionsTerminated(rig: Rig): Promise<void> {
  const admin = new pg.Client({ connectionString: rig.database.url });
  await admin.connect();
  let ended = 0;
  const token = rig.members[0]!.token;
  const asking = keepAsking(rig.cluster, PROBE, token);
  try {
    await rig.underLoad('connections terminated', async (until) => {
      while (Date.now() < until - 2_000) {
        await pause(1_500);
        const res = await admin.query<{ n: number }>(
          `select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        ended += res.rows[0]!.n;
      }
    });
  } finally {
    await admin.end();
  }
  const answers = await asking.stop();
  console.log(
    `connections terminated: ${ended} server connections ended; probe answers ${JSON.stringify(summary(answers))}`,
  );
  const recovery = await recoveryTime(rig.cluster, PROBE, token, Date.now());
  recordFigures('connections terminated', {
    connectionsEnded: ended,
    probeAnswers: summary(answers),
    recoveryMs: recovery,
  });
  expect(ended).toBeGreaterThan(0);
  // A statement on a connection that had just been ended may be answered 503 (the client retries); never a 500.
  expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
  expect(recovery).toBeLessThan(RECOVERY_LIMIT_MS);
}

/** How often the storm ends every connection: often enough that many are ended while just borrowed. */
const STORM_EVERY_MS = 100;
/** Chat clients per pair in the storm: more than the instances' pools hold, so none sits idle. */
const STORM_WRITERS_PER_PAIR = 8;
/** Generous: the pool must heal by itself, not in a given time (that is the other scenarios' figure). */
const STORM_HEAL_LIMIT_MS = 60_000;

/**
 * Every connection ended ten times a second while more clients write than the pools hold, so
 * connections die just after the pool lent them, before their transaction began. Before the pool
 * took such connections back (db/healing-pool.ts) each one held a pool slot for good: after the
 * storm both instances stayed "database unreachable" with the database right there.
 */
export async function connectionsEndedInAStorm(rig: Rig): Promise<void> {
  await rig.whole();
  const admin = new pg.Client({ connectionString: rig.database.url });
  await admin.connect();
  let ended = 0;
  const token = rig.members[0]!.token;
  try {
    await rig.underLoad(
      'connections ended in a storm',
      async (until) => {
        while (Date.now() < until - 2_000) {
          await pause(STORM_EVERY_MS);
          const res = await admin.query<{ n: number }>(
            `select count(*) filter (where pg_terminate_backend(pid))::int as n from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()`,
          );
          ended += res.rows[0]!.n;
        }
      },
      STORM_WRITERS_PER_PAIR,
    );
  } finally {
    await admin.end();
  }
  const healedMs = await recoveryTime(rig.cluster, '/api/health/ready', token, Date.now(), STORM_HEAL_LIMIT_MS);
  console.log(
    `connections ended in a storm: ${ended} server connections ended; both instances ready ${healedMs} ms later`,
  );
  recordFigures('connections ended in a storm', { connectionsEnded: ended, recoveryMs: healedMs });
  expect(ended).toBeGreaterThan(0);
  // Both instances serve again with the database that never went away.
  expect(healedMs).not.toBe(Number.POSITIVE_INFINITY);
  const answers = await Promise.all([0, 1].map((i) => ask(rig.cluster, i, PROBE, token)));
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
}

/**
 * The database host unreachable for OUTAGE_MS under load (the relay in front of it is closed):
 * clear 503s in time, sockets kept, back by itself within 5 s.
 */
export async function databaseUnreachable(rig: Rig): Promise<void> {
  await rig.whole();
  const [sender, recipient] = rig.pairs[0]!;
  const sockets = await Promise.all([0, 1].map((i) => TestSocket.open(rig.cluster.url(i), recipient.token)));
  const asking = keepAsking(rig.cluster, PROBE, sender.token);
  let cutAt = 0;
  let mendedAt = 0;
  let recovery = Number.POSITIVE_INFINITY;
  let readyDuring: Answer[] = [];
  let handshakeDuring = 0;

  await rig.underLoad('database unreachable', async (until) => {
    await pause(Math.max(0, (until - Date.now() - OUTAGE_MS) / 2));
    cutAt = Date.now();
    await rig.relay.cut();
    await pause(OUTAGE_MS / 2);
    readyDuring = await Promise.all([0, 1].map((i) => ask(rig.cluster, i, '/api/health/ready', sender.token)));
    handshakeDuring = await TestSocket.open(rig.cluster.url(0), sender.token).then(
      (s) => {
        s.ws.close();
        return 101;
      },
      (err: Error) => Number(/(\d{3})$/.exec(err.message)?.[1] ?? 0),
    );
    await pause(cutAt + OUTAGE_MS - Date.now());
    await rig.relay.mend();
    mendedAt = Date.now();
    recovery = await recoveryTime(rig.cluster, PROBE, sender.token, mendedAt);
  });

  const answers = await asking.stop();
  const during = answers.filter((a) => a.at >= cutAt + 1_000 && a.at + a.ms <= mendedAt);
  console.log(
    `database unreachable ${OUTAGE_MS} ms: probe answers during the outage ${JSON.stringify(summary(during))}, ` +
      `slowest ${Math.max(0, ...during.map((a) => a.ms))} ms; recovery ${recovery} ms after the database returned`,
  );
  recordFigures('database unreachable', {
    outageMs: OUTAGE_MS,
    answersDuringOutage: summary(during),
    slowestAnswerMs: Math.max(0, ...during.map((a) => a.ms)),
    recoveryMs: recovery,
  });
  expect(during.length).toBeGreaterThan(0);
  // Every request during the outage was told, clearly and in time, to come back.
  for (const a of during)
    expect({ status: a.status, retryAfter: a.retryAfter }).toEqual({ status: 503, retryAfter: '5' });
  expect(Math.max(...during.map((a) => a.ms))).toBeLessThan(HANG_MS);
  expect(answers.filter((a) => a.status === 500 || a.status === 'timeout')).toEqual([]);
  // Load balancers drain the instances; a new socket is refused for now (503), not as signed out (401).
  expect(readyDuring.map((a) => a.status)).toEqual([503, 503]);
  expect(handshakeDuring).toBe(503);
  expect(recovery).toBeLessThan(RECOVERY_LIMIT_MS);

  // The sockets opened before the outage were never dropped, and still deliver.
  const { status, clientId } = await rig.send(sender, recipient.id, 'after the outage');
  expect(status).toBe(200);
  for (const socket of sockets) {
    await socket.next((m) => m.type === 'chat.message_created' && m.message.clientId === clientId);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.ws.close();
  }
}
