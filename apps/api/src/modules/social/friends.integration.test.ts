import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { friendRequests, friendships, matches, profiles, swipes } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { REQUEST_GONE } from './friend-requests.ts';
import { orderedPair } from '../../db/pairs.ts';
import {
  accept,
  befriend,
  call,
  decline,
  friendsOf,
  ids,
  inbox,
  matchDirectly,
  matchesOf,
  member,
  sendRequest,
  type Member,
} from './social-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function requestRows(a: Member, b: Member) {
  return t.deps.database.db
    .select()
    .from(friendRequests)
    .where(
      or(
        and(eq(friendRequests.requesterId, a.id), eq(friendRequests.addresseeId, b.id)),
        and(eq(friendRequests.requesterId, b.id), eq(friendRequests.addresseeId, a.id)),
      ),
    );
}

async function friendshipRows(a: Member, b: Member) {
  const p = orderedPair(a.id, b.id);
  return t.deps.database.db
    .select()
    .from(friendships)
    .where(and(eq(friendships.userA, p.userA), eq(friendships.userB, p.userB)));
}

describe('sending a friend request', () => {
  it('sends once; a repeat changes nothing and says so', async () => {
    const [a, b] = [await member(t), await member(t)];
    const first = await sendRequest(t, a, b);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Friend request sent!', status: 'request_sent' });

    const again = await sendRequest(t, a, b);
    expect(again.json()).toEqual({ success: false, message: 'Friend request already sent', status: 'request_sent' });
    expect(await requestRows(a, b)).toHaveLength(1);

    const view = await friendsOf(t, b);
    expect(ids(view.requests)).toEqual([a.id]);
    expect(view.friends).toEqual([]);
    expect((await friendsOf(t, a)).requests).toEqual([]);
  });

  it('becomes a friendship when the other person had already asked', async () => {
    const [a, b] = [await member(t), await member(t)];
    await sendRequest(t, a, b);
    const back = await sendRequest(t, b, a);
    expect(back.json()).toEqual({ success: true, message: 'You are now friends!', status: 'friend' });
    expect(await requestRows(a, b)).toEqual([]);
    expect(await friendshipRows(a, b)).toHaveLength(1);
    expect(ids((await friendsOf(t, a)).friends)).toEqual([b.id]);
    expect(ids((await friendsOf(t, b)).friends)).toEqual([a.id]);
  });

  it('answers "Already friends" to friends, changing nothing', async () => {
    const [a, b] = [await member(t), await member(t)];
    await befriend(t, a, b);
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      expect((await sendRequest(t, from, to)).json()).toEqual({
        success: false,
        message: 'Already friends',
        status: 'friend',
      });
    }
    expect(await requestRows(a, b)).toEqual([]);
    expect(await friendshipRows(a, b)).toHaveLength(1);
  });

  it('needs a session (401) and a real, visible member', async () => {
    const [a, demo, hidden, fresh] = [
      await member(t),
      await member(t, { isDemoProfile: true }),
      await member(t, { showProfile: false }),
      await member(t, { onboardedAt: null }),
    ];
    expectError(await call(t, null, 'POST', '/api/friends/requests', { userId: a.id }), 401, 'unauthorized');
    expectError(
      await call(t, { ...a, token: 'not-a-token' }, 'POST', '/api/friends/requests', { userId: demo.id }),
      401,
      'invalid_token',
    );
    expectError(await sendRequest(t, a, a), 400, 'cannot_befriend_self');
    expectError(await sendRequest(t, a, a.id.toUpperCase()), 400, 'cannot_befriend_self');
    expect(expectError(await sendRequest(t, a, demo), 400, 'demo_profile').message).toBe(
      'You can only add real users as friends.',
    );
    expectError(await sendRequest(t, a, hidden), 404, 'user_not_found');
    expectError(await sendRequest(t, a, fresh), 404, 'user_not_found');
    expectError(await sendRequest(t, a, randomUUID()), 404, 'user_not_found');
    expectError(await sendRequest(t, a, 'demo-amara'), 400, 'validation_failed');
    expectError(await call(t, a, 'POST', '/api/friends/requests', {}), 400, 'validation_failed');
    expectError(
      await call(t, a, 'POST', '/api/friends/requests', { userId: demo.id, requesterId: a.id }),
      400,
      'validation_failed',
    );
    // A member who has not finished their profile cannot send (they would arrive as a nameless card).
    expectError(await sendRequest(t, fresh, a), 403, 'onboarding_required');
  });

  it('lets a hidden member who asked first be befriended', async () => {
    const [a, hidden] = [await member(t), await member(t, { showProfile: false })];
    expect((await sendRequest(t, hidden, a)).json().success).toBe(true);
    expect((await sendRequest(t, a, hidden)).json()).toMatchObject({ success: true, status: 'friend' });
  });

  it('cannot reach a member who blocked you, nor one you blocked, and says only "not found"', async () => {
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    expect((await call(t, b, 'POST', '/api/blocks', { userId: a.id })).statusCode).toBe(204);
    expect((await call(t, a, 'POST', '/api/blocks', { userId: c.id })).statusCode).toBe(204);
    const byThem = expectError(await sendRequest(t, a, b), 404, 'user_not_found');
    const byMe = expectError(await sendRequest(t, a, c), 404, 'user_not_found');
    const nobody = expectError(await sendRequest(t, a, randomUUID()), 404, 'user_not_found');
    expect(byThem).toEqual(nobody);
    expect(byMe).toEqual(nobody);
  });

  it('two requests sent to each other at the same moment end as one friendship', async () => {
    const [a, b] = [await member(t), await member(t)];
    const results = await Promise.all([sendRequest(t, a, b), sendRequest(t, b, a)]);
    expect(results.map((r) => r.json().message).sort()).toEqual(['Friend request sent!', 'You are now friends!']);
    expect(await requestRows(a, b)).toEqual([]);
    expect(await friendshipRows(a, b)).toHaveLength(1);
  });
});

describe('accepting and declining', () => {
  it('accept makes friends once; a repeated accept changes nothing', async () => {
    const [a, b] = [await member(t), await member(t)];
    await sendRequest(t, a, b);
    expect((await accept(t, b, a)).json()).toEqual({
      success: true,
      message: 'Friend request accepted!',
      status: 'friend',
    });
    expect((await accept(t, b, a)).json()).toEqual({ success: true, message: 'Already friends', status: 'friend' });
    expect(await friendshipRows(a, b)).toHaveLength(1);
    const since = (await friendsOf(t, b)).friends[0]!.friendSince;
    expect(new Date(since).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('only the addressee can accept or decline, and only an existing request', async () => {
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    await sendRequest(t, a, b);
    // The sender cannot accept their own request on the other's behalf.
    expect(expectError(await accept(t, a, b), 404, 'friend_request_not_found').message).toBe(REQUEST_GONE);
    // A third member trying either id changes nothing.
    expectError(await accept(t, c, a), 404, 'friend_request_not_found');
    expectError(await accept(t, c, b), 404, 'friend_request_not_found');
    expectError(await decline(t, c, a), 404, 'friend_request_not_found');
    expectError(await decline(t, a, b), 404, 'friend_request_not_found');
    expect(await requestRows(a, b)).toHaveLength(1);
    expect(await friendshipRows(a, b)).toEqual([]);

    expectError(await accept(t, b, randomUUID()), 404, 'friend_request_not_found');
    expectError(await accept(t, b, 'not-a-uuid'), 400, 'validation_failed');
    expectError(await call(t, null, 'POST', `/api/friends/requests/${a.id}/accept`), 401, 'unauthorized');
    expectError(await call(t, null, 'POST', `/api/friends/requests/${a.id}/decline`), 401, 'unauthorized');
  });

  it('decline removes the request once; the next decline or accept finds nothing', async () => {
    const [a, b] = [await member(t), await member(t)];
    await sendRequest(t, a, b);
    expect((await decline(t, b, a)).json()).toEqual({
      success: true,
      message: 'Friend request declined',
      status: 'none',
    });
    expect(expectError(await decline(t, b, a), 404, 'friend_request_not_found').message).toBe(REQUEST_GONE);
    expectError(await accept(t, b, a), 404, 'friend_request_not_found');
    expect(await requestRows(a, b)).toEqual([]);
    // Declined is not blocked: asking again works.
    expect((await sendRequest(t, a, b)).json().success).toBe(true);
  });
});

describe('unfriending', () => {
  it("ends the friendship for both; a stranger cannot end someone else's", async () => {
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    await befriend(t, a, b);
    expectError(await call(t, c, 'DELETE', `/api/friends/${a.id}`), 404, 'friendship_not_found');
    expectError(await call(t, c, 'DELETE', `/api/friends/${b.id}`), 404, 'friendship_not_found');
    expect(await friendshipRows(a, b)).toHaveLength(1);

    expect((await call(t, b, 'DELETE', `/api/friends/${a.id}`)).statusCode).toBe(204);
    expect((await friendsOf(t, a)).friends).toEqual([]);
    expect((await friendsOf(t, b)).friends).toEqual([]);
    expectError(await call(t, b, 'DELETE', `/api/friends/${a.id}`), 404, 'friendship_not_found');
    expectError(await call(t, b, 'DELETE', '/api/friends/nope'), 400, 'validation_failed');
    expectError(await call(t, null, 'DELETE', `/api/friends/${a.id}`), 401, 'unauthorized');
  });
});

describe('liking and befriending the same person', () => {
  it('are separate facts: a match and a friendship live side by side and end separately', async () => {
    const [a, b] = [await member(t), await member(t)];
    await matchDirectly(t, a, b);
    await befriend(t, a, b);
    expect(ids((await friendsOf(t, a)).friends)).toEqual([b.id]);
    expect(ids(await matchesOf(t, a))).toEqual([b.id]);

    expect((await call(t, a, 'DELETE', `/api/friends/${b.id}`)).statusCode).toBe(204);
    expect(ids(await matchesOf(t, b))).toEqual([a.id]);
    const likes = await t.deps.database.db.select().from(swipes).where(eq(swipes.swiperId, a.id));
    expect(likes.map((s) => s.kind)).toEqual(['like']);

    await befriend(t, b, a);
    expect((await call(t, a, 'DELETE', `/api/matches/${b.id}`)).statusCode).toBe(204);
    expect(ids((await friendsOf(t, a)).friends)).toEqual([b.id]);
  });
});

describe('live events', () => {
  it("a request reaches only the addressee, with the sender's public face", async () => {
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    const [toA, toB, toC] = [await inbox(t, a), await inbox(t, b), await inbox(t, c)];
    await sendRequest(t, a, b);
    const got = await toB.settled();
    expect(got).toEqual([
      {
        type: 'friend.request_received',
        from: { userId: a.id, displayName: a.name, photoUrl: null },
        requestedAt: expect.any(String),
      },
      { type: 'notification.created' },
    ]);
    expect(JSON.stringify(got)).not.toContain(a.email);
    expect(await toA.settled()).toEqual([]);
    expect(await toC.settled()).toEqual([]);

    // A repeat is not news.
    await sendRequest(t, a, b);
    expect(await toB.settled()).toHaveLength(2);
  });

  it("accepting tells the requester who accepted; the accepter's other tabs refresh", async () => {
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    await sendRequest(t, a, b);
    const [toA, toB, toC] = [await inbox(t, a), await inbox(t, b), await inbox(t, c)];
    await accept(t, b, a);
    expect(await toA.settled()).toEqual([
      {
        type: 'friend.request_accepted',
        by: { userId: b.id, displayName: b.name, photoUrl: null },
        friendSince: expect.any(String),
      },
      { type: 'notification.created' },
    ]);
    expect(await toB.settled()).toEqual([{ type: 'connections.changed' }]);
    expect(await toC.settled()).toEqual([]);
  });

  it('a mutual request tells the first sender they are now friends', async () => {
    const [a, b] = [await member(t), await member(t)];
    await sendRequest(t, a, b);
    const toA = await inbox(t, a);
    await sendRequest(t, b, a);
    expect((await toA.settled()).map((m) => m.type)).toEqual(['friend.request_accepted', 'notification.created']);
  });

  it('decline, unfriend and unmatch tell both people, and nobody else', async () => {
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    await sendRequest(t, a, b);
    const [toA, toB, toC] = [await inbox(t, a), await inbox(t, b), await inbox(t, c)];
    await decline(t, b, a);
    expect(await toA.settled()).toEqual([{ type: 'connections.changed' }]);
    expect(await toB.settled()).toEqual([{ type: 'connections.changed' }]);

    await befriend(t, a, b);
    toA.messages.length = 0;
    toB.messages.length = 0;
    await call(t, a, 'DELETE', `/api/friends/${b.id}`);
    expect(await toB.settled()).toEqual([{ type: 'connections.changed' }]);

    await matchDirectly(t, a, b);
    toA.messages.length = 0;
    toB.messages.length = 0;
    await call(t, b, 'DELETE', `/api/matches/${a.id}`);
    expect(await toA.settled()).toEqual([{ type: 'connections.changed' }]);
    expect(await toB.settled()).toEqual([{ type: 'connections.changed' }]);
    expect(await toC.settled()).toEqual([]);
  });
});

describe('unmatching', () => {
  it('deletes only the match row, keeps both swipes, and a third member cannot touch it', async () => {
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    await matchDirectly(t, a, b);
    expectError(await call(t, c, 'DELETE', `/api/matches/${a.id}`), 404, 'match_not_found');
    expectError(await call(t, c, 'DELETE', `/api/matches/${b.id}`), 404, 'match_not_found');
    expect(ids(await matchesOf(t, a))).toEqual([b.id]);

    expect((await call(t, a, 'DELETE', `/api/matches/${b.id}`)).statusCode).toBe(204);
    expect(await matchesOf(t, a)).toEqual([]);
    expect(await matchesOf(t, b)).toEqual([]);
    const p = orderedPair(a.id, b.id);
    expect(
      await t.deps.database.db
        .select()
        .from(matches)
        .where(and(eq(matches.userA, p.userA), eq(matches.userB, p.userB))),
    ).toEqual([]);
    const kept = await t.deps.database.db
      .select()
      .from(swipes)
      .where(or(eq(swipes.swiperId, a.id), eq(swipes.swiperId, b.id)));
    expect(kept).toHaveLength(2);

    expectError(await call(t, a, 'DELETE', `/api/matches/${b.id}`), 404, 'match_not_found');
    expectError(await call(t, a, 'DELETE', '/api/matches/123'), 400, 'validation_failed');
    expectError(await call(t, null, 'DELETE', `/api/matches/${b.id}`), 401, 'unauthorized');
  });
});

it('demo flag is read from the server, never the request', async () => {
  const a = await member(t);
  const res = await call(t, a, 'POST', '/api/friends/requests', {
    userId: a.id,
    isDemoProfile: false,
    status: 'friend',
  });
  expectError(res, 400, 'validation_failed');
  const [row] = await t.deps.database.db
    .select({ d: profiles.isDemoProfile })
    .from(profiles)
    .where(eq(profiles.userId, a.id));
  expect(row!.d).toBe(false);
});
