import { randomInt, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ChurnClient } from '../support/churn-client.ts';
import { writeUntilAnswered, type Outcome } from '../support/chat-load.ts';
import { crowd } from '../support/crowd.ts';
import { recordFigures } from '../support/figures.ts';
import { pause, type Rig } from '../support/rig.ts';

/** The short form; the long form (bench/faults.ts) sets 1,000 sockets for 60 s. */
const SOCKETS = Number(process.env.CHURN_SOCKETS ?? 200);
const SECONDS = Number(process.env.CHURN_SECONDS ?? 10);
/** Messages per second over all conversations. */
const RATE = Number(process.env.CHURN_RATE ?? SOCKETS / 5);
const DROP_SHARE = 0.1;
/**
 * 'burst' (the default): each second's tenth drops in the same instant, the harshest reading of the
 * issue. 'spread': each at its own random instant within the second, as independent phones would.
 */
const DROPS = process.env.CHURN_DROPS === 'spread' ? 'spread' : 'burst';
const SETTLE_MS = 15_000;

interface Sent {
  from: string;
  to: string;
  clientId: string;
  at: number;
  outcome: Outcome;
  attempts: number;
}

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

/**
 * Issue #24, socket churn: SOCKETS phones, each in one conversation, while messages flow at RATE per
 * second and every second a tenth of the phones lose their connection and come back on the other
 * instance. In the end each phone holds its conversation's whole sequence, without a gap, without a
 * number taken twice; delivery time is counted from the send to when the recipient first held the
 * message, live or by catch-up, so messages a phone missed while away count in full.
 */
export async function socketChurn(rig: Rig): Promise<void> {
  await rig.whole();
  const pairs = await crowd(rig.database.url, rig.authSecret, SOCKETS);
  const clients = pairs.flatMap(([a, b], k) => [
    new ChurnClient(rig.cluster, a, b, k % 2),
    new ChurnClient(rig.cluster, b, a, 1 - (k % 2)),
  ]);
  for (let i = 0; i < clients.length; i += 50) await Promise.all(clients.slice(i, i + 50).map((c) => c.connect()));

  const sent: Sent[] = [];
  const sending: Promise<void>[] = [];
  const started = Date.now();
  const until = started + SECONDS * 1_000;
  const sender = (async () => {
    for (let i = 0; Date.now() < until; i++) {
      const [a, b] = pairs[randomInt(pairs.length)]!;
      const [from, to] = randomInt(2) === 0 ? [a, b] : [b, a];
      const s: Sent = {
        from: from.id,
        to: to.id,
        clientId: randomUUID(),
        at: Date.now(),
        outcome: 'unknown',
        attempts: 0,
      };
      sent.push(s);
      sending.push(
        writeUntilAnswered(
          rig.cluster,
          s,
          from.token,
          `/api/conversations/${to.id}/messages`,
          { kind: 'text', clientId: s.clientId, text: `churn ${i}` },
          until + 10_000,
        ),
      );
      // Open loop: the schedule does not wait for answers.
      await pause(Math.max(0, started + ((i + 1) * 1_000) / RATE - Date.now()));
    }
  })();
  // Drops keep their schedule however long reconnecting takes; a phone still reconnecting is skipped.
  const reconnecting = new Set<number>();
  const drops: Promise<void>[] = [];
  const churn = (async () => {
    for (let tick = 1; started + tick * 1_000 < until; tick++) {
      await pause(started + tick * 1_000 - Date.now());
      const victims = new Set<number>();
      while (victims.size < Math.round(clients.length * DROP_SHARE)) victims.add(randomInt(clients.length));
      for (const v of victims) {
        if (reconnecting.has(v)) continue;
        reconnecting.add(v);
        const delay = DROPS === 'spread' ? randomInt(1_000) : 0;
        drops.push(
          pause(delay)
            .then(() => clients[v]!.drop())
            .finally(() => reconnecting.delete(v)),
        );
      }
    }
  })();
  // Everything settles before a failure is told, so no phone goes on reconnecting into the next scenario.
  const settled = [
    ...(await Promise.allSettled([sender, churn])),
    ...(await Promise.allSettled([...drops, ...sending])),
  ];
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    for (const c of clients) c.close();
    throw failed.reason;
  }

  // Every phone ends with its whole conversation: 1..n, the acknowledged messages, nothing else.
  const expected = new Map<string, string[]>();
  for (const s of sent) {
    if (s.outcome !== 'acked') continue;
    for (const who of [s.from, s.to]) expected.set(who, [...(expected.get(who) ?? []), s.clientId]);
  }
  const whole = (c: ChurnClient) => c.contiguous() === (expected.get(c.me.id)?.length ?? 0);
  const settleBy = Date.now() + SETTLE_MS;
  while (!clients.every(whole) && Date.now() < settleBy) await pause(100);

  const incomplete = clients
    .filter((c) => !whole(c))
    .map((c) => `${c.me.id}: holds 1..${c.contiguous()} of ${expected.get(c.me.id)?.length ?? 0}`);
  const extra = clients
    .filter((c) => c.held.size !== c.contiguous())
    .map((c) => `${c.me.id}: ${c.held.size} held, 1..${c.contiguous()} whole`);
  const wrong = clients.filter((c) => {
    const want = new Set(expected.get(c.me.id) ?? []);
    return [...c.held.values()].some((m) => !want.has(m.clientId));
  });
  const byMember = new Map(clients.map((c) => [c.me.id, c]));
  const delivery = sent
    .filter((s) => s.outcome === 'acked')
    .map((s) => (byMember.get(s.to)?.firstHeldAt.get(s.clientId) ?? Number.POSITIVE_INFINITY) - s.at)
    .sort((x, y) => x - y);
  const reconnects = clients.reduce((n, c) => n + c.reconnects, 0);
  // The share of the tail that is phones away: a message sent while its phone reconnects waits for the catch-up.
  const live = sent
    .filter((s) => s.outcome === 'acked' && !byMember.get(s.to)?.caughtUp.has(s.clientId))
    .map((s) => (byMember.get(s.to)?.firstHeldAt.get(s.clientId) ?? Number.POSITIVE_INFINITY) - s.at)
    .sort((x, y) => x - y);
  const reconnectMs = clients.flatMap((c) => c.reconnectMs).sort((x, y) => x - y);
  console.log(
    `socket churn: ${clients.length} sockets, ${Math.round(DROP_SHARE * 100)} % dropped every second (${DROPS}) for ${SECONDS} s (${reconnects} reconnects); ` +
      `${sent.length} messages (${delivery.length} acknowledged, ${sent.filter((s) => s.attempts > 1).length} retried); ` +
      `delivery p50 ${pct(delivery, 50)} ms, p99 ${pct(delivery, 99)} ms, max ${delivery.at(-1)} ms; ` +
      `${clients.reduce((n, c) => n + c.busyAnswers, 0)} catch-up reads answered 503 and retried`,
  );
  recordFigures('socket churn', {
    sockets: clients.length,
    seconds: SECONDS,
    drops: DROPS,
    reconnects,
    messages: sent.length,
    acknowledged: delivery.length,
    deliveryMs: { p50: pct(delivery, 50), p95: pct(delivery, 95), p99: pct(delivery, 99), max: delivery.at(-1) },
    liveDeliveryMs: { p50: pct(live, 50), p95: pct(live, 95), p99: pct(live, 99), max: live.at(-1) },
    missedWhileAway: delivery.length - live.length,
    reconnectMs: {
      p50: pct(reconnectMs, 50),
      p95: pct(reconnectMs, 95),
      p99: pct(reconnectMs, 99),
      max: reconnectMs.at(-1),
    },
    faults: clients.reduce((n, c) => n + c.faults.length, 0),
    catchUpsRefused: clients.reduce((n, c) => n + c.busyAnswers, 0),
    incomplete: incomplete.length,
    extra: extra.length,
  });
  for (const c of clients) c.close();

  expect(sent.filter((s) => s.outcome !== 'acked').length).toBe(0);
  expect(clients.flatMap((c) => c.faults)).toEqual([]);
  expect(incomplete).toEqual([]);
  expect(extra).toEqual([]);
  expect(wrong.map((c) => c.me.id)).toEqual([]);
  expect(reconnects).toBeGreaterThan(0);
}
