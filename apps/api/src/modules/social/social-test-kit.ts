import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { PersonSummary } from '@sankofa/contracts';
import type { ServerMessage } from '@sankofa/contracts/realtime';
import { eq } from 'drizzle-orm';
import { matches, profiles, swipes } from '../../db/schema.ts';
import { signUp, type TestApp } from '../../test/harness.ts';
import { userChannel } from '../realtime/session-events.ts';
import { orderedPair } from '../../db/pairs.ts';

/** Test-only helpers for the social module: onboarded members, calls as a member, event inboxes. */

export interface Member {
  id: string;
  email: string;
  token: string;
  name: string;
}

let serial = 0;

/** Signs up and marks the profile onboarded directly (the onboarding flow is tested elsewhere). */
export async function member(t: TestApp, overrides: Partial<typeof profiles.$inferInsert> = {}): Promise<Member> {
  const u = await signUp(t);
  const name = overrides.displayName ?? `Member ${++serial} ${u.id.slice(0, 6)}`;
  await t.deps.database.db
    .update(profiles)
    .set({
      displayName: name,
      onboardedAt: new Date(),
      gender: 'woman',
      birthDate: '1994-05-17',
      location: 'Kumasi, Ghana',
      latSnapped: 6.69,
      lngSnapped: -1.62,
      ...overrides,
    })
    .where(eq(profiles.userId, u.id));
  return { id: u.id, email: u.email, token: u.accessToken, name };
}

export function call(
  t: TestApp,
  who: Member | null,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url,
    ...(who && { headers: { authorization: `Bearer ${who.token}` } }),
    ...(payload !== undefined && { payload: payload as object }),
  });
}

export const sendRequest = (t: TestApp, from: Member, to: Member | string) =>
  call(t, from, 'POST', '/api/friends/requests', { userId: typeof to === 'string' ? to : to.id });
export const accept = (t: TestApp, who: Member, requester: Member | string) =>
  call(t, who, 'POST', `/api/friends/requests/${typeof requester === 'string' ? requester : requester.id}/accept`);
export const decline = (t: TestApp, who: Member, requester: Member | string) =>
  call(t, who, 'POST', `/api/friends/requests/${typeof requester === 'string' ? requester : requester.id}/decline`);

export async function befriend(t: TestApp, a: Member, b: Member): Promise<void> {
  expect((await sendRequest(t, a, b)).json().success).toBe(true);
  expect((await accept(t, b, a)).json().status).toBe('friend');
}

/** A mutual like as the swipe module records it: two swipes and one match row. */
export async function matchDirectly(t: TestApp, a: Member, b: Member, at = new Date()): Promise<void> {
  const db = t.deps.database.db;
  await db
    .insert(swipes)
    .values([
      { swiperId: a.id, targetId: b.id, kind: 'like' },
      { swiperId: b.id, targetId: a.id, kind: 'like' },
    ])
    .onConflictDoNothing();
  await db
    .insert(matches)
    .values({ ...orderedPair(a.id, b.id), createdAt: at })
    .onConflictDoNothing();
}

export const ids = (list: Array<{ userId: string }>) => list.map((p) => p.userId);

export async function friendsOf(t: TestApp, who: Member) {
  const res = await call(t, who, 'GET', '/api/friends');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    requests: Array<{ userId: string; requestedAt: string }>;
    friends: Array<{ userId: string; friendSince: string }>;
  };
}

export async function matchesOf(t: TestApp, who: Member) {
  const res = await call(t, who, 'GET', '/api/matches');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { matches: Array<{ userId: string; matchedAt: string }> }).matches;
}

/**
 * Every page of All Users, following the cursor to the end, with the total the first and the last
 * page reported (on a shared PostgreSQL other test files add members while this one walks).
 */
export async function allUsersOf(t: TestApp, who: Member) {
  const users: Array<{ userId: string; isFriend: boolean; online: boolean }> = [];
  let cursor: string | null = null;
  let total = 0;
  let firstTotal: number | null = null;
  for (let page = 0; page < 1000; page++) {
    const res = await call(t, who, 'GET', `/api/users${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    users.push(...body.users);
    total = body.total;
    firstTotal ??= body.total;
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  return { users, total, firstTotal: firstTotal ?? 0 };
}

/**
 * Members only join the list while it is walked, and newest first they land before the cursor: the
 * walk holds no repeats and at least everyone present when it began.
 */
export function expectConsistentWalk(walk: Awaited<ReturnType<typeof allUsersOf>>): void {
  expect(new Set(walk.users.map((u) => u.userId)).size).toBe(walk.users.length);
  expect(walk.users.length).toBeGreaterThanOrEqual(walk.firstTotal);
  expect(walk.users.length).toBeLessThanOrEqual(walk.total);
}

/** The public person keys plus the list's own extra keys; anything else would be a leak. */
export function expectOnlyPublicKeys(person: object, extra: string[]): void {
  expect(Object.keys(person).sort()).toEqual([...Object.keys(PersonSummary.shape), ...extra].sort());
}

/** Collects everything published to a user's realtime channel. */
export async function inbox(t: TestApp, who: Member) {
  const messages: ServerMessage[] = [];
  await t.deps.bus.subscribe(userChannel(who.id), (m) => messages.push(m as ServerMessage));
  return {
    messages,
    /** Lets queued bus deliveries run, then returns what arrived. */
    async settled(): Promise<ServerMessage[]> {
      await new Promise((r) => setImmediate(r));
      return messages;
    },
  };
}
