import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FREE_ALLOWANCES } from '@sankofa/contracts';
import { swipes } from '../../db/schema.ts';
import { expectError } from '../../test/expect-error.ts';
import { useClockedTestApp, type SignedUpUser } from '../../test/harness.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import { isolatedSpot, person, swipeOn, undo, viewer } from './discover-test-kit.ts';
import { nextUtcMidnight } from './allowance-message.ts';

// Daily like and super-like allowances per plan (decision 0013), on the app clock the test moves.
const clocked = useClockedTestApp();
const now = () => clocked.t.deps.clock();

async function people(n: number) {
  return Promise.all(Array.from({ length: n }, (_, i) => person(clocked.t, `Target ${i}`)));
}

async function likeAll(me: SignedUpUser, ids: string[], kind: 'like' | 'super_like' = 'like') {
  for (const id of ids) {
    const res = await swipeOn(clocked.t, me, id, kind);
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Moving the clock by hours expires the access token; a fresh sign-in stands for the next visit. */
async function moveClockTo(at: number, me: SignedUpUser) {
  clocked.offsetMs = at - Date.now();
  const res = await clocked.t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: me.email, password: me.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  me.accessToken = res.json().accessToken;
}

const swipeCount = async (userId: string) =>
  (await clocked.t.deps.database.db.select().from(swipes).where(eq(swipes.swiperId, userId))).length;

describe('free allowance', () => {
  it(`allows ${FREE_ALLOWANCES.likesPerDay} likes a day, then refuses with when it resets and which plan lifts it`, async () => {
    const me = await viewer(clocked.t, 'Free liker', isolatedSpot());
    const targets = await people(FREE_ALLOWANCES.likesPerDay + 1);
    await likeAll(me, targets.slice(0, -1));

    const refused = await swipeOn(clocked.t, me, targets.at(-1)!, 'like');
    const err = expectError(refused, 429, 'like_allowance_used');
    expect(err.message).toMatch(
      /^You've used your 25 likes for today\. They reset at 00:00 UTC \(in (\d+ h( \d+ min)?|\d+ min|less than a minute)\)\. Upgrade to Silver for unlimited likes\.$/,
    );
    const resetsAt = nextUtcMidnight(now()).toISOString();
    expect(err.details).toEqual({ resetsAt, planNeeded: 'silver', limit: 25 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await swipeCount(me.id)).toBe(25);

    // Repeating a like already made spends nothing; passing is never limited.
    expect((await swipeOn(clocked.t, me, targets[0]!, 'like')).statusCode).toBe(200);
    expect((await swipeOn(clocked.t, me, targets.at(-1)!, 'pass')).statusCode).toBe(200);
  });

  it('allows one super like a day, separately from likes', async () => {
    const me = await viewer(clocked.t, 'Free super', isolatedSpot());
    const [a, b, c] = await people(3);
    await likeAll(me, [a!], 'super_like');
    const err = expectError(await swipeOn(clocked.t, me, b!, 'super_like'), 429, 'super_like_allowance_used');
    expect(err.message).toMatch(
      /^You've used your super like for today\. It resets at 00:00 UTC \(in .+\)\. Upgrade to Silver for 5 super likes a day\.$/,
    );
    expect(err.details).toMatchObject({ planNeeded: 'silver', limit: 1 });
    expect((await swipeOn(clocked.t, me, c!, 'like')).statusCode).toBe(200);
  });

  it('starts again at 00:00 UTC and not a moment before', async () => {
    const me = await viewer(clocked.t, 'Night owl', isolatedSpot());
    const targets = await people(27);
    await likeAll(me, targets.slice(0, 25));
    const err = expectError(await swipeOn(clocked.t, me, targets[25]!, 'like'), 429, 'like_allowance_used');
    const resetsAt = new Date((err.details as { resetsAt: string }).resetsAt).getTime();

    await moveClockTo(resetsAt - 2_000, me);
    const justBefore = expectError(await swipeOn(clocked.t, me, targets[25]!, 'like'), 429, 'like_allowance_used');
    expect(justBefore.message).toContain('(in 1 min)');

    await moveClockTo(resetsAt + 1_000, me);
    await likeAll(me, targets.slice(25));
  });

  it('an undone like stays spent: undo is no way to more likes', async () => {
    const me = await viewer(clocked.t, 'Undoer', isolatedSpot());
    const targets = await people(26);
    await likeAll(me, targets.slice(0, 25));
    expect((await undo(clocked.t, me)).json()).toEqual({ undoneTargetId: targets[24] });
    expectError(await swipeOn(clocked.t, me, targets[25]!, 'like'), 429, 'like_allowance_used');
    expectError(await swipeOn(clocked.t, me, targets[24]!, 'like'), 429, 'like_allowance_used');
    expect(await swipeCount(me.id)).toBe(24);
  });

  it('40 likes at once create at most 25', async () => {
    const me = await viewer(clocked.t, 'Rusher', isolatedSpot());
    const targets = await people(40);
    const results = await Promise.all(targets.map((id) => swipeOn(clocked.t, me, id, 'like')));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(25);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
    expect(await swipeCount(me.id)).toBe(25);
  });
});

describe('paid plans', () => {
  it('Silver: unlimited likes, 5 super likes a day, then "Upgrade to Gold"', async () => {
    const me = await viewer(clocked.t, 'Silver member', isolatedSpot());
    await buyPlan(clocked.t, me, 'silver');
    await likeAll(me, await people(30));
    const supers = await people(6);
    await likeAll(me, supers.slice(0, 5), 'super_like');
    const err = expectError(await swipeOn(clocked.t, me, supers[5]!, 'super_like'), 429, 'super_like_allowance_used');
    expect(err.message).toContain("You've used your 5 super likes for today.");
    expect(err.message).toContain('Upgrade to Gold for unlimited super likes.');
    expect(err.details).toMatchObject({ planNeeded: 'gold', limit: 5 });
  });

  it('Gold and Platinum: unlimited likes and super likes', async () => {
    for (const plan of ['gold', 'platinum'] as const) {
      const me = await viewer(clocked.t, `${plan} member`, isolatedSpot());
      await buyPlan(clocked.t, me, plan);
      await likeAll(me, await people(27));
      await likeAll(me, await people(8), 'super_like');
    }
  });

  it('a plan whose period has ended is the free allowance again', async () => {
    const me = await viewer(clocked.t, 'Lapsed', isolatedSpot());
    await buyPlan(clocked.t, me, 'silver');
    await moveClockTo(Date.now() + 40 * 86_400_000, me);
    await likeAll(me, await people(25));
    expectError(await swipeOn(clocked.t, me, (await people(1))[0]!, 'like'), 429, 'like_allowance_used');
  });
});
