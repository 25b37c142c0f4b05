import { describe, expect, it } from 'vitest';
import { BOOST_MINUTES } from '@sankofa/contracts';
import { expectError } from '../../test/expect-error.ts';
import { useClockedTestApp, type SignedUpUser } from '../../test/harness.ts';
import { buyPlan, userHeaders } from '../payments/payments-test-kit.ts';
import { isolatedSpot, viewer } from './discover-test-kit.ts';
import { boosted, boostRows, boostState, signInAgain, startBoost } from './boost-test-kit.ts';

// Boost allowances per plan and their month (decision 0014), on the app clock the test moves.
const clocked = useClockedTestApp();
const t = () => clocked.t;
const now = () => clocked.t.deps.clock();
const BOOST_MS = BOOST_MINUTES * 60_000;

async function moveClockTo(at: number, me: SignedUpUser) {
  clocked.offsetMs = at - Date.now();
  await signInAgain(t(), me);
}
/** Past the running boost, so the next start is judged on the allowance alone. */
const afterBoost = (me: SignedUpUser) => moveClockTo(now().getTime() + BOOST_MS + 1_000, me);

/** 12:00 UTC on the 15th of the month after the app clock's: a fixed place in a month, in the future. */
function midNextMonth() {
  const n = now();
  return Date.UTC(n.getUTCFullYear(), n.getUTCMonth() + 1, 15, 12);
}

async function member(name: string, plan?: 'silver' | 'gold' | 'platinum') {
  const me = await viewer(t(), name, isolatedSpot());
  if (plan) await buyPlan(t(), me, plan);
  return me;
}

/** A member at a fixed place in a month; the plan is bought then, so its period covers the test. */
async function memberMidMonth(name: string, plan: 'silver' | 'gold' | 'platinum') {
  const me = await member(name);
  await moveClockTo(midNextMonth(), me);
  await buyPlan(t(), me, plan);
  return me;
}

describe('POST /api/discover/boost', () => {
  it('Free: refused, naming Silver, and nothing is spent', async () => {
    const me = await member('Free booster');
    const err = expectError(await startBoost(t(), me), 403, 'plan_required');
    expect(err.message).toBe('Boosts come with Silver, Gold and Platinum. Upgrade to Silver for 1 boost a month.');
    expect(err.details).toEqual({ planNeeded: 'silver' });
    expect(await boostRows(t(), me.id)).toBe(0);
    expect(await boostState(t(), me)).toMatchObject({ active: null, usedThisMonth: 0, allowance: 0 });
  });

  it('Silver: one 30-minute boost, 409 while it runs, then 429 until the 1st with "Upgrade to Gold"', async () => {
    const me = await memberMidMonth('Silver booster', 'silver');
    const before = now().getTime();
    const state = await boosted(t(), me);
    const started = new Date(state.active!.startedAt).getTime();
    expect(started).toBeGreaterThanOrEqual(before);
    expect(new Date(state.active!.endsAt).getTime() - started).toBe(BOOST_MS);
    expect(state).toMatchObject({ usedThisMonth: 1, allowance: 1 });
    expect(await boostState(t(), me)).toMatchObject({ ...state, now: expect.any(String) });

    const running = expectError(await startBoost(t(), me), 409, 'boost_active');
    expect(running.message).toMatch(/^Your boost is running until \d\d:\d\d UTC \(30 min left\)\./);
    expect(running.details).toEqual({ endsAt: state.active!.endsAt });

    await afterBoost(me);
    expect((await boostState(t(), me)).active).toBeNull();
    const asked = now();
    const refused = await startBoost(t(), me);
    const err = expectError(refused, 429, 'boost_allowance_used');
    const n = now();
    const resetsAt = new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth() + 1, 1));
    expect(err.details).toEqual({ resetsAt: resetsAt.toISOString(), planNeeded: 'gold', limit: 1 });
    expect(err.message).toMatch(
      /^You've used your boost for this month\. Boosts reset on 1 \w+ at 00:00 UTC\. Upgrade to Gold for 5 boosts a month\.$/,
    );
    // The seconds until the 1st, counted at the server's moment, which lies between asking and the answer.
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(Math.ceil((resetsAt.getTime() - n.getTime()) / 1000));
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil((resetsAt.getTime() - asked.getTime()) / 1000));
    expect(await boostRows(t(), me.id)).toBe(1);
  });

  it('Gold: five a month, then "Upgrade to Platinum"', async () => {
    const me = await memberMidMonth('Gold booster', 'gold');
    for (let i = 1; i <= 5; i++) {
      expect((await boosted(t(), me)).usedThisMonth).toBe(i);
      await afterBoost(me);
    }
    const err = expectError(await startBoost(t(), me), 429, 'boost_allowance_used');
    expect(err.message).toContain("You've used your 5 boosts for this month.");
    expect(err.message).toContain('Upgrade to Platinum for unlimited boosts.');
    expect(err.details).toMatchObject({ planNeeded: 'platinum', limit: 5 });
    expect(await boostRows(t(), me.id)).toBe(5);
  });

  it('Platinum: unlimited, one at a time', async () => {
    const me = await memberMidMonth('Platinum booster', 'platinum');
    for (let i = 1; i <= 8; i++) {
      expect(await boosted(t(), me)).toMatchObject({ usedThisMonth: i, allowance: null });
      expectError(await startBoost(t(), me), 409, 'boost_active');
      await afterBoost(me);
    }
  });

  it('20 boosts at once by a Silver member start exactly one', async () => {
    const me = await member('Rushing booster', 'silver');
    const results = await Promise.all(Array.from({ length: 20 }, () => startBoost(t(), me)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await boostRows(t(), me.id)).toBe(1);
  });

  it('20 boosts at once by a Platinum member start one too: only one runs at a time', async () => {
    const me = await member('Unlimited rusher', 'platinum');
    const results = await Promise.all(Array.from({ length: 20 }, () => startBoost(t(), me)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await boostRows(t(), me.id)).toBe(1);
  });

  it('the month starts again at 00:00 UTC on the 1st, and not 2 s before', async () => {
    const me = await memberMidMonth('Month end', 'silver');
    await boosted(t(), me);
    await afterBoost(me);
    const err = expectError(await startBoost(t(), me), 429, 'boost_allowance_used');
    const resetsAt = new Date((err.details as { resetsAt: string }).resetsAt).getTime();
    expect(new Date(resetsAt).getUTCDate()).toBe(1);
    expect(resetsAt % 86_400_000).toBe(0);

    await moveClockTo(resetsAt - 2_000, me);
    expectError(await startBoost(t(), me), 429, 'boost_allowance_used');
    expect((await boostState(t(), me)).usedThisMonth).toBe(1);

    await moveClockTo(resetsAt, me);
    expect(await boostState(t(), me)).toMatchObject({ usedThisMonth: 0, allowance: 1 });
    const fresh = await boosted(t(), me);
    expect(fresh.usedThisMonth).toBe(1);
    // The app clock keeps running from the 1st 00:00 UTC while the test makes its requests.
    expect(new Date(fresh.active!.startedAt).getTime() - resetsAt).toBeGreaterThanOrEqual(0);
    expect(new Date(fresh.active!.startedAt).getTime() - resetsAt).toBeLessThan(60_000);
  });
});

describe('nothing but the plan grants a boost', () => {
  it('a body cannot lengthen, backdate or multiply a boost', async () => {
    const me = await member('Tamperer', 'silver');
    const res = await startBoost(t(), me, {
      endsAt: '2099-01-01T00:00:00.000Z',
      count: 50,
      allowance: null,
      userId: me.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { active, allowance } = res.json();
    expect(new Date(active.endsAt).getTime() - new Date(active.startedAt).getTime()).toBe(BOOST_MS);
    expect(allowance).toBe(1);
  });

  it('a token pack is no plan: a Free member with tokens still cannot boost', async () => {
    const me = await member('Token holder');
    const headers = userHeaders(me);
    const started = await t().app.inject({
      method: 'POST',
      url: '/api/payments/checkout',
      headers,
      payload: { kind: 'tokens', packId: 'tokens_100' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const paid = await t().app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${started.json().checkoutId}/pay`,
      headers,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expectError(await startBoost(t(), me), 403, 'plan_required');
  });

  it('a plan that has ended gives no more boosts', async () => {
    const me = await member('Lapsed booster', 'gold');
    await moveClockTo(Date.now() + 40 * 86_400_000, me);
    expectError(await startBoost(t(), me), 403, 'plan_required');
  });

  it('needs a signed-in member', async () => {
    const res = await t().app.inject({ method: 'POST', url: '/api/discover/boost' });
    expect(res.statusCode).toBe(401);
  });
});
