import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIKES_YOU_PAGE_SIZE, type LikesYouPage } from '@sankofa/contracts';
import { expectError } from '../../test/expect-error.ts';
import { createTestApp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { buyPlan } from '../payments/payments-test-kit.ts';
import { swipes } from '../../db/schema.ts';
import { bearer, block, isolatedSpot, person, setAnswers, swipeOn, viewer } from './discover-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const likesYou = (u: SignedUpUser, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/discover/likes-you${query}`, headers: bearer(u) });

/** `from` liked `to`, written directly: the likers are people who never call the API. */
async function liked(from: string, to: string, kind: 'like' | 'super_like' | 'pass' = 'like') {
  await t.deps.database.db.insert(swipes).values({ swiperId: from, targetId: to, kind });
}

describe('GET /api/discover/likes-you', () => {
  it('refuses Free members without revealing whether anyone liked them', async () => {
    const me = await viewer(t, 'Free me', isolatedSpot());
    await liked(await person(t, 'Admirer'), me.id);
    const err = expectError(await likesYou(me), 403, 'plan_required');
    expect(err.message).toBe(
      'See who liked you is part of Silver, Gold and Platinum. Upgrade to Silver to see everyone who liked you.',
    );
    expect(err.details).toEqual({ planNeeded: 'silver' });
    expect(JSON.stringify(err)).not.toContain('Admirer');
  });

  it('lists Silver and above the people who liked them and whom they have not swiped, newest first', async () => {
    for (const plan of ['silver', 'gold', 'platinum'] as const) {
      const me = await viewer(t, `${plan} me`, isolatedSpot());
      await buyPlan(t, me, plan);
      const [plain, superFan, answered, passer, blockedByMe, blocker, hidden] = await Promise.all(
        ['Plain', 'Super fan', 'Answered', 'Passer', 'Blocked', 'Blocker', 'Hidden'].map((n) => person(t, n)),
      );
      await liked(plain!, me.id);
      await liked(superFan!, me.id, 'super_like');
      await liked(answered!, me.id);
      await liked(passer!, me.id, 'pass');
      await liked(blockedByMe!, me.id);
      await liked(blocker!, me.id);
      await liked(hidden!, me.id);
      expect((await swipeOn(t, me, answered!, 'pass')).statusCode).toBe(200);
      await block(t, me.id, blockedByMe!);
      await block(t, blocker!, me.id);
      await setAnswers(t, hidden!, { showProfile: false });

      const res = await likesYou(me);
      expect(res.statusCode, res.body).toBe(200);
      const page: LikesYouPage = res.json();
      expect(page.likes.map((l) => [l.profile.displayName, l.superLike])).toEqual([
        ['Super fan', true],
        ['Plain', false],
      ]);
      expect(page.likes[0]!.profile).toMatchObject({ id: superFan, isDemo: false, distance: null, matchPercent: null });
      expect(page.nextCursor).toBeNull();
    }
  });

  it('pages with a cursor, nobody twice, nobody skipped', async () => {
    const me = await viewer(t, 'Popular', isolatedSpot());
    await buyPlan(t, me, 'silver');
    const fans = await Promise.all(Array.from({ length: LIKES_YOU_PAGE_SIZE + 5 }, (_, i) => person(t, `Fan ${i}`)));
    for (const f of fans) await liked(f, me.id);

    const first: LikesYouPage = (await likesYou(me)).json();
    expect(first.likes).toHaveLength(LIKES_YOU_PAGE_SIZE);
    const second: LikesYouPage = (await likesYou(me, `?cursor=${first.nextCursor}`)).json();
    expect(second.nextCursor).toBeNull();
    const seen = [...first.likes, ...second.likes].map((l) => l.profile.id);
    expect(new Set(seen).size).toBe(fans.length);
    expect(seen.sort()).toEqual([...fans].sort());
    expectError(await likesYou(me, '?cursor=not-a-cursor'), 400, 'invalid_cursor');
  });

  it('a person I like back leaves the list (it is a match now)', async () => {
    const me = await viewer(t, 'Chooser', isolatedSpot());
    await buyPlan(t, me, 'gold');
    const fan = await person(t, 'Fan');
    await liked(fan, me.id);
    expect((await likesYou(me)).json().likes).toHaveLength(1);
    const res = await swipeOn(t, me, fan, 'like');
    expect(res.json().match).not.toBeNull();
    expect((await likesYou(me)).json().likes).toHaveLength(0);
  });
});
