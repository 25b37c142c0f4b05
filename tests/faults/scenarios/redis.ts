import { expect } from 'vitest';
import { TestSocket } from '../../../apps/api/src/modules/realtime/realtime-test-client.ts';
import { recordFigures } from '../support/figures.ts';
import { ask, keepAsking, recoveryTime, summary, type Answer } from '../support/answers.ts';
import { OUTAGE_MS, pause, PROBE, RECOVERY_LIMIT_MS, type Rig } from '../support/rig.ts';

/**
 * The suite's own Redis stopped under load and started again empty OUTAGE_MS later. Chat keeps
 * working (decision 0044): writes are stored and acknowledged, delivered live on the writer's
 * instance, rate limits count per instance. When Redis is back every socket is asked to reconnect
 * and resume, so presence and events that did not cross come back.
 */
export async function redisLost(rig: Rig): Promise<void> {
  await rig.whole();
  const [sender, recipient] = rig.pairs[0]!;
  const before = await Promise.all([0, 1].map((i) => TestSocket.open(rig.cluster.url(i), recipient.token)));
  const asking = keepAsking(rig.cluster, PROBE, sender.token);
  let cutAt = 0;
  let mendedAt = 0;
  let recovery = Number.POSITIVE_INFINITY;
  let readyDuring: Answer[] = [];

  await rig.underLoad('redis lost', async (until) => {
    await pause(Math.max(0, (until - Date.now() - OUTAGE_MS) / 2));
    cutAt = Date.now();
    await rig.redis.stop();
    await pause(OUTAGE_MS / 2);
    readyDuring = await Promise.all([0, 1].map((i) => ask(rig.cluster, i, '/api/health/ready', sender.token)));
    await pause(cutAt + OUTAGE_MS - Date.now());
    await rig.redis.start();
    mendedAt = Date.now();
    recovery = await recoveryTime(rig.cluster, '/api/health/ready', sender.token, mendedAt);
  });
  const answers = await asking.stop();
  const during = answers.filter((a) => a.at >= cutAt && a.at + a.ms <= mendedAt);
  const closes = await Promise.all(before.map((s) => Promise.race([s.closed, pause(10_000).then(() => null)])));
  console.log(
    `redis lost ${OUTAGE_MS} ms: probe answers during the outage ${JSON.stringify(summary(during))}, slowest ${Math.max(0, ...during.map((a) => a.ms))} ms; ` +
      `ready again ${recovery} ms after Redis returned; sockets from before asked to resume: ${JSON.stringify(closes)}`,
  );
  recordFigures('redis lost', {
    outageMs: OUTAGE_MS,
    answersDuringOutage: summary(during),
    slowestAnswerMs: Math.max(0, ...during.map((a) => a.ms)),
    readyAgainMs: recovery,
    socketsAskedToResume: closes.filter((c) => c?.code === 1012).length,
  });
  // Reads and writes went on through the outage (writes: the checker above, all answered).
  expect(during.length).toBeGreaterThan(0);
  expect(answers.filter((a) => a.status !== 200)).toEqual([]);
  // A load balancer is told this instance is not whole, and that it is again.
  expect(readyDuring.map((a) => a.status)).toEqual([503, 503]);
  expect(recovery).toBeLessThan(RECOVERY_LIMIT_MS);
  // Sockets that may have missed events from the other instance are asked to reconnect and resume.
  expect(closes.map((c) => c?.code)).toEqual([1012, 1012]);

  // Whole again: presence is known again and events cross between instances.
  const after = await TestSocket.open(rig.cluster.url(1), recipient.token);
  const list = (await (
    await fetch(`${rig.cluster.url(0)}${PROBE}`, { headers: { authorization: `Bearer ${sender.token}` } })
  ).json()) as {
    conversations: { userId: string; online: boolean }[];
  };
  expect(list.conversations.find((c) => c.userId === recipient.id)?.online).toBe(true);
  const { status, clientId } = await rig.send(sender, recipient.id, 'after Redis came back');
  expect(status).toBe(200);
  await after.next((m) => m.type === 'chat.message_created' && m.message.clientId === clientId);
  after.ws.close();
}
