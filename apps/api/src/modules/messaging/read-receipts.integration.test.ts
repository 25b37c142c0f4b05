import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanId } from '@sankofa/contracts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import { userChannel } from '../realtime/session-events.ts';
import { matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import { conversationsOf, markRead, messagesOf, sendOk } from './messaging-test-kit.ts';

// 'Seen' is Gold and above (decision 0013): the server withholds the reader's position from others.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Everything the server publishes to a member's sockets from now on. */
async function inbox(userId: string) {
  const received: ServerMessage[] = [];
  const stop = await t.deps.bus.subscribe(userChannel(userId), (m) => void received.push(m as ServerMessage));
  return { received, stop };
}

const readEvents = (box: { received: ServerMessage[] }) => box.received.filter((m) => m.type === 'chat.messages_read');

/** a writes twice, b reads both: what does a learn? */
async function senderAfterARead(plan: PlanId | null) {
  const a: Member = await member(t);
  const b: Member = await member(t);
  await matchDirectly(t, a, b);
  if (plan) await buyPlan(t, { accessToken: a.token }, plan);
  await sendOk(t, a, b, 'Akwaaba');
  await sendOk(t, a, b, 'How was the festival?');
  const [toA, toB] = [await inbox(a.id), await inbox(b.id)];
  const read = await markRead(t, b, a, 2);
  expect(read.json()).toEqual({ readSeq: 2, unreadCount: 0 });
  // Publishing happens before the read answers, so both inboxes are complete here.
  await Promise.all([toA.stop(), toB.stop()]);
  return {
    readEventsToSender: readEvents(toA).length,
    readEventsToReader: readEvents(toB).length,
    listSeq: (await conversationsOf(t, a)).find((c) => c.userId === b.id)!.theirReadSeq,
    pageSeq: (await messagesOf(t, a, b)).theirReadSeq,
    oneSeq: (
      await t.app.inject({
        method: 'GET',
        url: `/api/conversations/${b.id}`,
        headers: { authorization: `Bearer ${a.token}` },
      })
    ).json().theirReadSeq as number,
  };
}

describe('read receipts by plan', () => {
  it.each([[null], ['silver' as const]])('a %s sender is never told their messages were read', async (plan) => {
    expect(await senderAfterARead(plan)).toEqual({
      readEventsToSender: 0,
      readEventsToReader: 1,
      listSeq: 0,
      pageSeq: 0,
      oneSeq: 0,
    });
  });

  it.each([['gold' as const], ['platinum' as const]])('a %s sender sees Seen live and in every list', async (plan) => {
    expect(await senderAfterARead(plan)).toEqual({
      readEventsToSender: 1,
      readEventsToReader: 1,
      listSeq: 2,
      pageSeq: 2,
      oneSeq: 2,
    });
  });

  it('depends on the sender’s plan, not the reader’s', async () => {
    const a = await member(t);
    const b = await member(t);
    await matchDirectly(t, a, b);
    await buyPlan(t, { accessToken: b.token }, 'platinum');
    await sendOk(t, a, b, 'Hello');
    const toA = await inbox(a.id);
    await markRead(t, b, a, 1);
    await toA.stop();
    expect(readEvents(toA)).toHaveLength(0);
    expect((await messagesOf(t, a, b)).theirReadSeq).toBe(0);
  });
});
