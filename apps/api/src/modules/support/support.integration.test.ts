import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, signUp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { rowsOf } from '../../db/rows.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import { jobsOf, retryJobsNow } from '../../test/jobs.ts';

// Support requests (issue #8: Platinum's priority customer support).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_SUPPORT_PER_HOUR: '3', SUPPORT_EMAIL: 'support@example.test' } });
});
afterAll(async () => {
  await t?.close();
});

const ask = (who: SignedUpUser | null, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support',
    headers: who ? { authorization: `Bearer ${who.accessToken}` } : {},
    payload: payload as object,
  });
const storedFor = async (who: SignedUpUser) =>
  rowsOf<{ topic: string; message: string; priority: boolean }>(
    await t.deps.database.db.execute(
      sql`select topic, message, priority from support_requests where user_id = ${who.id}`,
    ),
  );
const mailFor = (who: SignedUpUser) => t.mail.filter((m) => m.replyTo === who.email);

describe('support requests', () => {
  it('a Free member is answered in turn; a Platinum member is marked priority; each request is mailed to support', async () => {
    const free = await signUp(t);
    const res = await ask(free, { topic: 'payments', message: '  I was charged twice for Gold this month.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      priority: false,
      message: 'Thanks, your message is with our team. We reply by e-mail.',
    });
    expect(await storedFor(free)).toEqual([
      { topic: 'payments', message: 'I was charged twice for Gold this month.', priority: false },
    ]);
    const [mail] = mailFor(free);
    expect(mail).toMatchObject({
      to: 'support@example.test',
      replyTo: free.email,
      subject: 'Sankofa support: Payments and plans',
    });
    expect(mail!.text).toContain('I was charged twice for Gold this month.');

    const gold = await signUp(t);
    await buyPlan(t, gold, 'gold');
    expect((await ask(gold, { topic: 'account', message: 'How do I change my e-mail address?' })).json().priority).toBe(
      false,
    );

    const platinum = await signUp(t);
    await buyPlan(t, platinum, 'platinum');
    const vip = await ask(platinum, { topic: 'safety', message: 'Someone keeps writing to me after I said no.' });
    expect(vip.json()).toMatchObject({ priority: true });
    expect(await storedFor(platinum)).toEqual([expect.objectContaining({ priority: true })]);
    expect(mailFor(platinum)[0]!.subject).toBe('[Priority] Sankofa support: Safety or a member');
  });

  it('refuses bad input with clear messages, strangers, and a fourth request in an hour; a refused request stores and sends nothing', async () => {
    const u = await signUp(t);
    expect((await ask(null, { topic: 'other', message: 'Hello there, anyone?' })).statusCode).toBe(401);
    const short = await ask(u, { topic: 'other', message: 'help' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Please tell us a little more (at least 10 characters)');
    const topic = await ask(u, { topic: 'refunds', message: 'Where is my refund please?' });
    expect(topic.statusCode).toBe(400);
    expect(topic.body).toContain('Please choose what your message is about');
    expect((await ask(u, { topic: 'other', message: 'x'.repeat(2001) })).body).toContain(
      'Message can be at most 2000 characters',
    );
    expect((await ask(u, { topic: 'other', message: 'A fine question.', priority: true })).statusCode).toBe(400);
    expect(await storedFor(u)).toEqual([]);

    for (let i = 0; i < 3; i++)
      expect((await ask(u, { topic: 'other', message: `Question number ${i}` })).statusCode).toBe(200);
    const fourth = await ask(u, { topic: 'other', message: 'Question number 4' });
    expect(fourth.statusCode).toBe(429);
    expect(await storedFor(u)).toHaveLength(3);
    expect(mailFor(u)).toHaveLength(3);
  });

  it('when the mail server is down, the request is kept and mailed once the server is back (issue #26)', async () => {
    const failing = await createTestApp({ env: { SUPPORT_EMAIL: 'support@example.test' } });
    try {
      const u = await signUp(failing);
      const working = failing.deps.mailer;
      // The mail server goes down after sign-up.
      failing.deps.mailer = { send: async () => Promise.reject(new Error('smtp down')) };
      const res = await failing.app.inject({
        method: 'POST',
        url: '/api/support',
        headers: { authorization: `Bearer ${u.accessToken}` },
        payload: { topic: 'account', message: 'My photos will not upload.' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const rows = rowsOf<{ n: number }>(
        await failing.deps.database.db.execute(
          sql`select count(*)::int as n from support_requests where user_id = ${u.id}`,
        ),
      );
      expect(rows[0]!.n).toBe(1);
      expect(await jobsOf(failing)).toEqual([
        { kind: 'mail.send', state: 'queued', attempts: 1, last_error: 'smtp down' },
      ]);
      expect(failing.mail.filter((m) => m.replyTo === u.email)).toEqual([]);

      failing.deps.mailer = working;
      await retryJobsNow(failing);
      expect(failing.mail.filter((m) => m.replyTo === u.email)).toHaveLength(1);
      expect(await jobsOf(failing)).toEqual([]);
    } finally {
      await failing.close();
    }
  });
});
