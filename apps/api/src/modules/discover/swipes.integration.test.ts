import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, or } from 'drizzle-orm';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { createTestApp, type SignedUpUser, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { matches, profiles, swipes } from '../../db/schema.ts';
import { userChannel } from '../realtime/session-events.ts';
import {
  block,
  getDeck,
  isolatedSpot,
  milesNorth,
  only,
  person,
  swipeOn,
  undo,
  uuid,
  viewer,
  wholeDeck,
} from './discover-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function matchRows(a: string, b: string) {
  const [userA, userB] = a < b ? [a, b] : [b, a];
  return t.deps.database.db
    .select()
    .from(matches)
    .where(and(eq(matches.userA, userA), eq(matches.userB, userB)));
}

/** Everything published to a user's sockets from now on. */
async function inbox(userId: string) {
  const received: ServerMessage[] = [];
  const stop = await t.deps.bus.subscribe(userChannel(userId), (m) => void received.push(m as ServerMessage));
  return { received, stop };
}

const pair = async (tag: string) => {
  const spot = isolatedSpot();
  const man = await viewer(t, `${tag} He`, { gender: 'man', interestedIn: 'women', ...spot });
  const woman = await viewer(t, `${tag} She`, { gender: 'woman', interestedIn: 'men', ...milesNorth(spot, 1) });
  return [man, woman] as const;
};

describe('POST /api/discover/swipes', () => {
  it('records likes, passes and super likes; a repeat answers the same and changes nothing', async () => {
    const me = await viewer(t, 'Repeater', isolatedSpot());
    const [a, b, c] = [await person(t, 'A'), await person(t, 'B'), await person(t, 'C')];
    for (const [target, kind] of [
      [a, 'like'],
      [b, 'pass'],
      [c, 'super_like'],
    ] as const) {
      const first = await swipeOn(t, me, target, kind);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ kind, match: null });
      const again = await swipeOn(t, me, target, kind);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    const rows = await t.deps.database.db.select().from(swipes).where(eq(swipes.swiperId, me.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['like', 'pass', 'super_like']);
  });

  it('refuses to change a decision with 409 already_swiped', async () => {
    const me = await viewer(t, 'Changer', isolatedSpot());
    const a = await person(t, 'A');
    await swipeOn(t, me, a, 'pass');
    const err = expectError(await swipeOn(t, me, a, 'like'), 409, 'already_swiped');
    expect(err.message).toBe('You already passed on this profile. Use Undo to change your mind.');
  });

  it('gives the spec’s messages for demo profiles', async () => {
    const me = await viewer(t, 'DemoFan', isolatedSpot());
    expect(expectError(await swipeOn(t, me, 'demo-akosua', 'like'), 403, 'demo_profile').message).toBe(
      'Likes are disabled for demo profiles.',
    );
    for (const kind of ['pass', 'super_like'] as const) {
      expect(expectError(await swipeOn(t, me, 'demo-akosua', kind), 403, 'demo_profile').message).toBe(
        'Interactions are disabled for demo profiles.',
      );
    }
  });

  it('refuses myself, unknown, hidden, not onboarded and blocked people', async () => {
    const me = await viewer(t, 'Picky', isolatedSpot());
    expectError(await swipeOn(t, me, me.id), 422, 'cannot_swipe_self');
    expectError(await swipeOn(t, me, uuid()), 404, 'profile_not_found');
    expectError(await swipeOn(t, me, await person(t, 'Hidden', { showProfile: false })), 404, 'profile_not_found');
    expectError(await swipeOn(t, me, await person(t, 'New', { onboardedAt: null })), 404, 'profile_not_found');
    const blocker = await person(t, 'Blocker');
    await block(t, blocker, me.id);
    expectError(await swipeOn(t, me, blocker), 404, 'profile_not_found');
    expectError(await swipeOn(t, me, 'not an id'), 400, 'validation_failed');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/discover/swipes', payload: { targetId: uuid(), kind: 'like' } }),
      401,
      'unauthorized',
    );
  });

  it('makes one match on a mutual like, announces it to both, and a super like counts as a like', async () => {
    const [he, she] = await pair('Mutual');
    const [hisInbox, herInbox] = [await inbox(he.id), await inbox(she.id)];
    const first = await swipeOn(t, he, she.id, 'super_like');
    expect(first.json().match).toBeNull();
    const second = await swipeOn(t, she, he.id, 'like');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().match).toMatchObject({
      userId: he.id,
      displayName: 'Mutual He',
      photoUrl: null,
      verified: false,
    });
    expect(await matchRows(he.id, she.id)).toHaveLength(1);
    // The repeat reports the same match and makes no second one.
    expect((await swipeOn(t, she, he.id, 'like')).json()).toEqual(second.json());
    // Her verified mark comes from her profile.
    await t.deps.database.db.update(profiles).set({ verified: true }).where(eq(profiles.userId, she.id));
    expect((await swipeOn(t, he, she.id, 'super_like')).json().match).toMatchObject({ userId: she.id, verified: true });
    expect(await matchRows(he.id, she.id)).toHaveLength(1);
    // The match, and a new entry in each one's notifications (her plan does not show his super like on its own).
    await expect.poll(() => herInbox.received.length).toBe(2);
    await expect.poll(() => hisInbox.received.length).toBe(2);
    for (const box of [herInbox, hisInbox])
      expect(box.received.map((m) => m.type).sort()).toEqual(['match.created', 'notification.created']);
    expect(herInbox.received.find((m) => m.type === 'match.created')).toMatchObject({
      type: 'match.created',
      with: { userId: he.id, displayName: 'Mutual He' },
    });
    expect(hisInbox.received.find((m) => m.type === 'match.created')).toMatchObject({
      type: 'match.created',
      with: { userId: she.id, displayName: 'Mutual She' },
    });
    await hisInbox.stop();
    await herInbox.stop();
  });

  it('a like after the other’s pass makes no match', async () => {
    const [he, she] = await pair('Pass');
    await swipeOn(t, she, he.id, 'pass');
    expect((await swipeOn(t, he, she.id, 'like')).json().match).toBeNull();
    expect(await matchRows(he.id, she.id)).toHaveLength(0);
  });

  it('makes exactly one match per pair when both like at the same moment (20 pairs)', async () => {
    const pairs: Array<readonly [SignedUpUser, SignedUpUser]> = [];
    for (let i = 0; i < 20; i++) pairs.push(await pair(`Race${i}`));
    const results = await Promise.all(
      pairs.flatMap(([a, b]) => [swipeOn(t, a, b.id, 'like'), swipeOn(t, b, a.id, 'like')]),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    for (const [i, [a, b]] of pairs.entries()) {
      expect(await matchRows(a.id, b.id)).toHaveLength(1);
      // At least the second like of each pair reports the match.
      const answers = [results[2 * i]!.json().match, results[2 * i + 1]!.json().match];
      expect(answers.some((m) => m !== null)).toBe(true);
    }
  });
});

describe('POST /api/discover/undo', () => {
  it('takes back the last swipe, so the person can be swiped again and comes back into the deck', async () => {
    const spot = isolatedSpot();
    const me = await viewer(t, 'Undoer', { gender: 'man', interestedIn: 'women', ...spot });
    const [a, b] = [await person(t, 'First', milesNorth(spot, 1)), await person(t, 'Second', milesNorth(spot, 1))];
    await swipeOn(t, me, a, 'like');
    await swipeOn(t, me, b, 'pass');
    expect(only((await wholeDeck(t, me)).cards, [a, b])).toEqual([]);
    const res = await undo(t, me);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ undoneTargetId: b });
    expect(only((await wholeDeck(t, me)).cards, [a, b]).map((c) => c.id)).toEqual([b]);
    expect((await swipeOn(t, me, b, 'like')).statusCode).toBe(200);
    expect((await undo(t, me)).json()).toEqual({ undoneTargetId: b });
    expect((await undo(t, me)).json()).toEqual({ undoneTargetId: a });
    expect((await undo(t, me)).json()).toEqual({ undoneTargetId: null });
  });

  it('does not take back a like that made a match: the match stays and nobody is told anything new', async () => {
    const [he, she] = await pair('Unmatch');
    await swipeOn(t, he, she.id, 'like');
    expect((await swipeOn(t, she, he.id, 'like')).json().match).not.toBeNull();
    const [hisInbox, herInbox] = [await inbox(he.id), await inbox(she.id)];
    const err = expectError(await undo(t, she), 409, 'match_not_undone');
    expect(err.message).toMatch(/unmatch/i);
    // His like made no match when it was sent, but it is part of one now: his undo is refused too.
    expectError(await undo(t, he), 409, 'match_not_undone');
    expect(await matchRows(he.id, she.id)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(hisInbox.received).toEqual([]);
    expect(herInbox.received).toEqual([]);
    await hisInbox.stop();
    await herInbox.stop();
  });

  it('still takes back a like that made no match', async () => {
    const [he, she] = await pair('NoMatch');
    await swipeOn(t, he, she.id, 'like');
    expect((await undo(t, he)).json()).toEqual({ undoneTargetId: she.id });
    expect((await swipeOn(t, she, he.id, 'like')).json().match).toBeNull();
  });

  it('only ever touches the caller’s own swipes', async () => {
    const [he, she] = await pair('Own');
    await swipeOn(t, he, she.id, 'like');
    expect((await undo(t, she)).json()).toEqual({ undoneTargetId: null });
    const rows = await t.deps.database.db
      .select()
      .from(swipes)
      .where(or(eq(swipes.swiperId, he.id), eq(swipes.swiperId, she.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After when swiping or browsing too fast', async () => {
    const limited = await createTestApp({ env: { RATE_SWIPES_PER_MINUTE: '3', RATE_DISCOVER_READS_PER_MINUTE: '2' } });
    try {
      const me = await viewer(limited, 'Scraper', isolatedSpot());
      const targets = [
        await person(limited, 'T1'),
        await person(limited, 'T2'),
        await person(limited, 'T3'),
        await person(limited, 'T4'),
      ];
      for (const id of targets.slice(0, 3)) expect((await swipeOn(limited, me, id)).statusCode).toBe(200);
      const res = await swipeOn(limited, me, targets[3]!);
      expect(expectError(res, 429, 'rate_limited').message).toMatch(/swiping very fast/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
      expectError(await undo(limited, me), 429, 'rate_limited');

      expect((await getDeck(limited, me)).statusCode).toBe(200);
      expect(
        (
          await limited.app.inject({
            method: 'GET',
            url: '/api/search?q=T1',
            headers: { authorization: `Bearer ${me.accessToken}` },
          })
        ).statusCode,
      ).toBe(200);
      const read = await limited.app.inject({
        method: 'GET',
        url: '/api/profiles/demo-akosua',
        headers: { authorization: `Bearer ${me.accessToken}` },
      });
      expect(expectError(read, 429, 'rate_limited').message).toMatch(/browsing profiles very fast/);
      expect(read.headers['retry-after']).toBeDefined();
      // Limits are per user: someone else is not slowed down.
      const other = await viewer(limited, 'Other', isolatedSpot());
      expect((await getDeck(limited, other)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
