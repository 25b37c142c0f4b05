import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { REPORT_REASONS } from '@sankofa/contracts';
import { blocks, reports } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import {
  accept,
  allUsersOf,
  befriend,
  call,
  expectOnlyPublicKeys,
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
  t = await createTestApp({ env: { RATE_REPORTS_PER_HOUR: '3' } });
});
afterAll(async () => {
  await t?.close();
});

const block = (who: Member, other: Member | string) =>
  call(t, who, 'POST', '/api/blocks', { userId: typeof other === 'string' ? other : other.id });
const unblock = (who: Member, other: Member) => call(t, who, 'DELETE', `/api/blocks/${other.id}`);
const report = (who: Member, body: object) => call(t, who, 'POST', '/api/reports', body);

async function expectStrangers(x: Member, y: Member) {
  for (const [me, other] of [
    [x, y],
    [y, x],
  ] as const) {
    const f = await friendsOf(t, me);
    expect(ids(f.friends)).not.toContain(other.id);
    expect(ids(f.requests)).not.toContain(other.id);
    expect(ids(await matchesOf(t, me))).not.toContain(other.id);
  }
}

describe('blocking', () => {
  it('ends friendship, match and requests both ways at once, and hides both everywhere', async () => {
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    await befriend(t, a, b);
    await matchDirectly(t, a, b);
    await sendRequest(t, c, a);
    await sendRequest(t, a, c);
    expect(ids((await allUsersOf(t, b)).users)).toContain(a.id);

    expect((await block(a, b)).statusCode).toBe(204);
    await expectStrangers(a, b);
    expect(ids((await allUsersOf(t, a)).users)).not.toContain(b.id);
    expect(ids((await allUsersOf(t, b)).users)).not.toContain(a.id);
    // The third member's pending request with a is untouched by a's block of b.
    expect(ids((await friendsOf(t, a)).friends)).toEqual([c.id]);

    // Blocking the person who sent a pending request removes it both ways too.
    const d = await member(t);
    await sendRequest(t, d, a);
    await block(d, a);
    await expectStrangers(a, d);
  });

  it('is idempotent: a repeated block changes nothing and tells no one again', async () => {
    const [a, b] = [await member(t), await member(t)];
    await befriend(t, a, b);
    const [toA, toB] = [await inbox(t, a), await inbox(t, b)];
    expect((await block(a, b)).statusCode).toBe(204);
    expect(await toB.settled()).toEqual([{ type: 'connections.changed' }]);
    expect(await toA.settled()).toEqual([{ type: 'connections.changed' }]);
    expect((await block(a, b)).statusCode).toBe(204);
    expect(await toB.settled()).toHaveLength(1);
    expect(await t.deps.database.db.select().from(blocks).where(eq(blocks.blockerId, a.id))).toHaveLength(1);
  });

  it('can be done by both sides; the second block does not reveal the first', async () => {
    const [a, b] = [await member(t), await member(t)];
    expect((await block(a, b)).statusCode).toBe(204);
    expect((await block(b, a)).statusCode).toBe(204);
    expect(ids((await call(t, b, 'GET', '/api/blocks')).json().blocked)).toEqual([a.id]);
    // a lifts theirs: b's block still hides them from each other.
    await unblock(a, b);
    expect(ids((await allUsersOf(t, a)).users)).not.toContain(b.id);
    expectError(await sendRequest(t, a, b), 404, 'user_not_found');
  });

  it('unblocking lifts only the block: friendship, match and requests stay ended', async () => {
    const [a, b] = [await member(t), await member(t)];
    await befriend(t, a, b);
    await matchDirectly(t, a, b);
    await block(b, a);
    expect((await unblock(b, a)).statusCode).toBe(204);
    await expectStrangers(a, b);
    expect(ids((await allUsersOf(t, a)).users)).toContain(b.id);
    expect((await call(t, b, 'GET', '/api/blocks')).json()).toEqual({ blocked: [] });
    // And they may start again from nothing.
    await befriend(t, a, b);
    expect((await unblock(b, a)).statusCode).toBe(204);
  });

  it('lists the people I blocked, newest first, with public fields only and never online', async () => {
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    await block(a, b);
    await block(a, c);
    const res = await call(t, a, 'GET', '/api/blocks');
    expect(res.statusCode).toBe(200);
    const list = res.json().blocked as Array<{ userId: string; online: boolean }>;
    expect(ids(list)).toEqual([c.id, b.id]);
    for (const p of list) {
      expectOnlyPublicKeys(p, ['blockedAt']);
      expect(p.online).toBe(false);
    }
    expect(res.body).not.toContain(b.email);
    // b does not learn that a blocked them.
    expect((await call(t, b, 'GET', '/api/blocks')).json()).toEqual({ blocked: [] });
  });

  it('rejects bad input, self, unknown members and callers without a session', async () => {
    const a = await member(t);
    expectError(await block(a, a), 400, 'cannot_target_self');
    expectError(await block(a, randomUUID()), 404, 'user_not_found');
    expectError(await block(a, 'demo-1'), 400, 'validation_failed');
    expectError(
      await call(t, a, 'POST', '/api/blocks', { userId: a.id, blockerId: randomUUID() }),
      400,
      'validation_failed',
    );
    expectError(await call(t, null, 'POST', '/api/blocks', { userId: a.id }), 401, 'unauthorized');
    expectError(await call(t, null, 'DELETE', `/api/blocks/${a.id}`), 401, 'unauthorized');
    expectError(await call(t, null, 'GET', '/api/blocks'), 401, 'unauthorized');
    expectError(await call(t, a, 'DELETE', '/api/blocks/xyz'), 400, 'validation_failed');
  });

  it("a third member can neither lift nor see a pair's block", async () => {
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    await block(a, b);
    expect((await call(t, c, 'DELETE', `/api/blocks/${a.id}`)).statusCode).toBe(204);
    expect((await call(t, c, 'DELETE', `/api/blocks/${b.id}`)).statusCode).toBe(204);
    expect(ids((await call(t, a, 'GET', '/api/blocks')).json().blocked)).toEqual([b.id]);
    expect((await call(t, c, 'GET', '/api/blocks')).json()).toEqual({ blocked: [] });
  });

  it('a request accepted after a block finds nothing', async () => {
    const [a, b] = [await member(t), await member(t)];
    await sendRequest(t, a, b);
    await block(a, b);
    expectError(await accept(t, b, a), 404, 'friend_request_not_found');
  });
});

describe('reporting', () => {
  it('stores the report for moderation and blocks in the same step', async () => {
    const [a, b] = [await member(t), await member(t)];
    await befriend(t, a, b);
    const res = await report(a, { userId: b.id, reason: 'harassment', note: '  Sent threats in chat.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    expect(Object.keys(res.json())).toEqual(['id']);
    const [row] = await t.deps.database.db.select().from(reports).where(eq(reports.id, id));
    expect(row).toMatchObject({
      reporterId: a.id,
      reportedId: b.id,
      reason: 'harassment',
      note: 'Sent threats in chat.',
      status: 'open',
    });
    await expectStrangers(a, b);
    expect(ids((await call(t, a, 'GET', '/api/blocks')).json().blocked)).toEqual([b.id]);
  });

  it('takes every listed reason, the note being optional; a second report is stored too', async () => {
    const a = await member(t);
    const b = await member(t);
    const first = await report(a, { userId: b.id, reason: REPORT_REASONS[0] });
    expect(first.statusCode).toBe(201);
    const [row] = await t.deps.database.db.select().from(reports).where(eq(reports.id, first.json().id));
    expect(row!.note).toBe('');
    expect((await report(a, { userId: b.id, reason: 'other', note: 'More.' })).statusCode).toBe(201);
    expect(await t.deps.database.db.select().from(reports).where(eq(reports.reporterId, a.id))).toHaveLength(2);
  });

  it('rejects bad reasons, long notes, self, unknown members and callers without a session', async () => {
    const [a, b] = [await member(t), await member(t)];
    expectError(await report(a, { userId: b.id, reason: 'i_dont_like_them' }), 400, 'validation_failed');
    expectError(await report(a, { userId: b.id }), 400, 'validation_failed');
    expectError(await report(a, { userId: b.id, reason: 'scam', note: 'x'.repeat(1001) }), 400, 'validation_failed');
    expectError(await report(a, { userId: b.id, reason: 'scam', reporterId: b.id }), 400, 'validation_failed');
    expectError(await report(a, { userId: a.id, reason: 'scam' }), 400, 'cannot_target_self');
    expectError(await call(t, null, 'POST', '/api/reports', { userId: b.id, reason: 'scam' }), 401, 'unauthorized');
    expect(await t.deps.database.db.select().from(reports).where(eq(reports.reporterId, a.id))).toEqual([]);
  });

  it('is rate-limited per reporter (limit 3 here), not per reported person or globally', async () => {
    const [a, other] = [await member(t), await member(t)];
    for (let i = 0; i < 2; i++) {
      expect((await report(a, { userId: (await member(t)).id, reason: 'scam' })).statusCode).toBe(201);
    }
    const unknown = await report(a, { userId: randomUUID(), reason: 'scam' });
    expectError(unknown, 404, 'user_not_found');
    const limited = await report(a, { userId: (await member(t)).id, reason: 'scam' });
    expectError(limited, 429, 'rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await report(other, { userId: a.id, reason: 'scam' })).statusCode).toBe(201);
  });
});
