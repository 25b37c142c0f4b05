import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { NotificationPage, RestrictedDetails, StatementList } from '@sankofa/contracts';
import { createTestApp, GOOD_PASSWORD, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { rowsOf } from '../../db/rows.ts';
import { runAdminCommand } from '../../lib/admin/role-command.ts';
import { call, matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import { conversationsOf, sendOk } from '../messaging/messaging-test-kit.ts';
import { chatOk, goLive } from '../streaming/streaming-test-kit.ts';
import { jpeg } from '../photos/test-images.ts';
import { listPhotos, upload } from '../photos/photo-test-client.ts';
import { act, actOk, caseOf, grant, moderator, queueOf, report } from './moderation-test-kit.ts';

let t: TestApp;
const table: RouteOptions[] = [];
beforeAll(async () => {
  t = await createTestApp({ onRoute: (r) => void table.push(r) });
});
afterAll(async () => {
  await t?.close();
});

const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: GOOD_PASSWORD } });

async function notificationsOf(who: Member) {
  const res = await call(t, who, 'GET', '/api/notifications');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as NotificationPage).notifications;
}

async function statementsOf(who: Member) {
  const res = await call(t, who, 'GET', '/api/moderation/statements');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as StatementList).statements;
}

describe('who may call /api/mod', () => {
  it('every route under /api/mod refuses signed-out callers (401) and members (403), taken from the app’s own route table', async () => {
    const routes = table
      .filter((r) => r.url.startsWith('/api/mod/') || r.url === '/api/mod')
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method])
          .filter((m) => m !== 'HEAD')
          .map((method) => ({ method, url: r.url })),
      );
    // The console's routes: a new one joins this list by existing.
    expect(routes.length).toBeGreaterThanOrEqual(7);
    const plain = await member(t);
    for (const r of routes) {
      const url = r.url.replace(/:name/g, `${'a'.repeat(32)}.webp`).replace(/:[A-Za-z]+/g, randomUUID());
      const anonymous = await t.app.inject({
        method: r.method as 'GET',
        url,
        payload: r.method === 'GET' ? undefined : {},
      });
      expectError(anonymous, 401, 'unauthorized');
      const asMember = await call(t, plain, r.method as 'GET', url, r.method === 'GET' ? undefined : {});
      expectError(asMember, 403, 'forbidden');
    }
  });

  it('the operators’ command grants and revokes the role; a revoked moderator is refused at once', async () => {
    const m = await moderator(t);
    expect((await call(t, m, 'GET', '/api/mod/queue')).statusCode).toBe(200);
    const lines: string[] = [];
    expect(await runAdminCommand(t.deps.database.db, ['revoke', 'moderator', m.email], (l) => lines.push(l))).toBe(0);
    expect(lines.join()).toMatch(/no longer a moderator/);
    expectError(await call(t, m, 'GET', '/api/mod/queue'), 403, 'forbidden');
    expect(
      await runAdminCommand(
        t.deps.database.db,
        ['grant', 'moderator', `nobody-${randomUUID()}@example.test`],
        () => {},
      ),
    ).toBe(1);
    expect(await runAdminCommand(t.deps.database.db, ['grant', 'superuser', m.email], () => {})).toBe(2);
  });

  it('a moderator cannot act on their own account or on an administrator', async () => {
    const m = await moderator(t);
    const admin = await member(t);
    await grant(t, 'admin', admin);
    expectError(await act(t, m, m, { action: 'warn' }), 403, 'cannot_moderate');
    expectError(await act(t, m, admin, { action: 'ban' }), 403, 'cannot_moderate');
  });
});

describe('reports and the queue', () => {
  it('keeps the profile as it was when reported, with the reporter’s reason and note, and the person’s history', async () => {
    const [mod, reporter, reported] = [await moderator(t), await member(t), await member(t, { bio: 'Original words' })];
    await report(t, reporter, reported, { reason: 'scam', note: 'Asked me for money' });
    // The person edits their profile after the report.
    await t.deps.database.db.execute(
      sql`update profiles set bio = 'Innocent words now' where user_id = ${reported.id}`,
    );
    const c = await caseOf(t, mod, reported);
    expect(c.openReports).toHaveLength(1);
    expect(c.openReports[0]).toMatchObject({
      kind: 'profile',
      reason: 'scam',
      note: 'Asked me for money',
      reporter: { userId: reporter.id },
    });
    expect(c.openReports[0]!.snapshot.bio).toBe('Original words');
    expect(c.person).toMatchObject({ userId: reported.id, role: 'member', verified: false, banned: false });
    expect(Date.parse(c.person.accountCreatedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('a reported photo stays with the report after its owner deletes it, shown to moderators only', async () => {
    const [mod, reporter, owner] = [await moderator(t), await member(t), await member(t)];
    expect((await upload(t, owner.token, await jpeg(400, 300))).statusCode).toBe(201);
    const [photo] = (await listPhotos(t, owner.token)).json().photos as Array<{ id: string }>;
    await report(t, reporter, owner, { reason: 'inappropriate_content', content: { kind: 'photo', id: photo!.id } });
    expect((await call(t, owner, 'DELETE', `/api/photos/${photo!.id}`)).statusCode).toBe(204);
    const c = await caseOf(t, mod, owner);
    const url = c.openReports[0]!.snapshot.evidenceUrl!;
    expect(url).toMatch(/^\/api\/mod\/evidence\/[0-9a-f]{32}\.webp$/);
    const seen = await call(t, mod, 'GET', url);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.length).toBeGreaterThan(100);
    expectError(await call(t, reporter, 'GET', url), 403, 'forbidden');
    expectError(
      await call(t, reporter, 'POST', '/api/reports', {
        userId: owner.id,
        reason: 'other',
        content: { kind: 'photo', id: randomUUID() },
      }),
      404,
      'content_not_found',
    );
  });

  it('lists appeals first, then the most-reported people, oldest first among equals, a page at a time', async () => {
    const mod = await moderator(t);
    const [twice, once] = [await member(t), await member(t)];
    await report(t, await member(t), once);
    await report(t, await member(t), twice);
    await report(t, await member(t), twice);
    const seen: string[] = [];
    let cursor: string | undefined;
    let kinds: string[] = [];
    do {
      const page = await queueOf(t, mod, cursor);
      for (const item of page.items) {
        kinds.push(item.kind);
        if (item.kind === 'reports') seen.push(item.person.userId);
      }
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen.indexOf(twice.id)).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf(twice.id)).toBeLessThan(seen.indexOf(once.id));
    kinds = kinds.filter((k, i) => k !== kinds[i - 1]);
    expect(kinds.indexOf('appeal') === -1 || kinds.indexOf('appeal') < kinds.indexOf('reports')).toBe(true);
  });
});

describe('actions', () => {
  it('dismiss closes the reports and thanks the reporter without details; the person hears nothing', async () => {
    const [mod, reporter, reported] = [await moderator(t), await member(t), await member(t)];
    const id = await report(t, reporter, reported);
    await actOk(t, mod, reported, { action: 'dismiss', reportIds: [id], rule: 'other', reason: 'No rule was broken.' });
    const c = await caseOf(t, mod, reported);
    expect(c.openReports).toHaveLength(0);
    expect(c.earlierReports.map((r) => r.id)).toEqual([id]);
    expect(c.actions[0]).toMatchObject({ kind: 'dismiss', moderatorId: mod.id, reason: 'No rule was broken.' });
    const told = await notificationsOf(reporter);
    expect(told[0]).toMatchObject({ kind: 'report_reviewed', person: null });
    expect(await statementsOf(reported)).toHaveLength(0);
    // Decided once: a second decision on the same report is refused.
    expectError(await act(t, mod, reported, { action: 'warn', reportIds: [id] }), 409, 'report_not_found');
  });

  it('warn: the member reads which rule and which content, may appeal once, and the appeal returns for another moderator', async () => {
    const [mod, other, reporter, reported] = [await moderator(t), await moderator(t), await member(t), await member(t)];
    const id = await report(t, reporter, reported);
    const actionId = await actOk(t, mod, reported, { action: 'warn', reportIds: [id] });
    const [statement] = await statementsOf(reported);
    expect(statement).toMatchObject({
      actionId,
      kind: 'warn',
      rule: 'harassment',
      reason: 'You sent insults after being asked to stop.',
      canAppeal: true,
    });
    expect(statement!.content?.kind).toBe('profile');
    expect((await notificationsOf(reported))[0]).toMatchObject({ kind: 'moderation_notice', person: null });

    const appealed = await call(t, reported, 'POST', `/api/moderation/statements/${actionId}/appeal`, {
      text: 'It was a joke between friends.',
    });
    expect(appealed.statusCode, appealed.body).toBe(201);
    expectError(
      await call(t, reported, 'POST', `/api/moderation/statements/${actionId}/appeal`, { text: 'Again' }),
      409,
      'already_appealed',
    );
    expectError(
      await call(t, reporter, 'POST', `/api/moderation/statements/${actionId}/appeal`, { text: 'Not mine' }),
      404,
      'action_not_found',
    );

    const { appealId } = appealed.json() as { appealId: string };
    const queue = await queueOf(t, other);
    expect(queue.items.find((i) => i.kind === 'appeal' && i.appealId === appealId)).toMatchObject({
      decidedBy: mod.id,
      person: { userId: reported.id },
    });
    expectError(
      await call(t, mod, 'POST', `/api/mod/appeals/${appealId}/decision`, { outcome: 'overturned', reason: 'Mine' }),
      403,
      'same_moderator',
    );
    const decided = await call(t, other, 'POST', `/api/mod/appeals/${appealId}/decision`, {
      outcome: 'upheld',
      reason: 'The words were insults.',
    });
    expect(decided.statusCode, decided.body).toBe(201);
    expect((await statementsOf(reported))[0]!.appeal).toMatchObject({ status: 'upheld' });
  });

  it('removes a message: its words are replaced where it stood, the report keeps them', async () => {
    const [mod, a, b] = [await moderator(t), await member(t), await member(t)];
    await matchDirectly(t, a, b);
    const sent = await sendOk(t, b, a, 'Something cruel');
    const id = await report(t, a, b, { content: { kind: 'message', id: sent.id } });
    await actOk(t, mod, b, { action: 'remove_content', reportIds: [id], contentReportId: id });
    // The reporter blocked the writer by reporting; the words are gone from the stored message itself.
    const [kept] = rowsOf<{ body: string; removed: boolean }>(
      await t.deps.database.db.execute(
        sql`select body, removed_at is not null as removed from messages where id = ${sent.id}`,
      ),
    );
    expect(kept).toEqual({ body: 'This message was removed by moderators.', removed: true });
    expect((await caseOf(t, mod, b)).earlierReports[0]!.snapshot.text).toBe('Something cruel');
  });

  it('removes a stream chat message and a photo', async () => {
    const [mod, host, viewer] = [await moderator(t), await member(t), await member(t)];
    const stream = await goLive(t, host);
    const said = await chatOk(t, viewer, stream.id, 'Rude remark');
    const chatReport = await report(t, host, viewer, { content: { kind: 'stream_chat', id: said.id } });
    // The moderator reads the line as it was said, with the kind of content it was.
    const reported = (await caseOf(t, mod, viewer)).openReports.find((r) => r.id === chatReport);
    expect(reported).toMatchObject({ kind: 'stream_chat', snapshot: { text: 'Rude remark' } });
    await actOk(t, mod, viewer, { action: 'remove_content', reportIds: [chatReport], contentReportId: chatReport });
    const chat = await call(t, host, 'GET', `/api/streams/${stream.id}/chat`);
    expect(JSON.stringify(chat.json())).not.toContain('Rude remark');

    expect((await upload(t, viewer.token, await jpeg(400, 300))).statusCode).toBe(201);
    const [photo] = (await listPhotos(t, viewer.token)).json().photos as Array<{ id: string }>;
    const photoReport = await report(t, await member(t), viewer, {
      reason: 'inappropriate_content',
      content: { kind: 'photo', id: photo!.id },
    });
    await actOk(t, mod, viewer, {
      action: 'remove_content',
      reportIds: [photoReport],
      contentReportId: photoReport,
      rule: 'inappropriate_content',
    });
    expect((await listPhotos(t, viewer.token)).json().photos).toHaveLength(0);
  });

  it('suspend: sessions end at once, sign-in shows the statement instead of the app, and the member is hidden', async () => {
    const [mod, reporter, reported, onlooker] = [await moderator(t), await member(t), await member(t), await member(t)];
    const id = await report(t, reporter, reported);
    await actOk(t, mod, reported, { action: 'suspend', days: 7, reportIds: [id] });
    expectError(await call(t, reported, 'GET', '/api/auth/user'), 401, 'invalid_token');
    const refused = expectError(await signIn(reported.email), 403, 'account_restricted');
    const details = refused.details as RestrictedDetails;
    expect(details.statement).toMatchObject({ kind: 'suspend', rule: 'harassment', canAppeal: true });
    expect(Date.parse(details.statement.suspendedUntil!)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await call(t, onlooker, 'GET', `/api/profiles/${reported.id}`)).statusCode).toBe(404);
  });

  it('ban: ends their live stream, refuses sign-in with the statement; the appeal made with the sign-in’s token reaches the queue and can lift it', async () => {
    const [mod, other, reporter, reported] = [await moderator(t), await moderator(t), await member(t), await member(t)];
    const friend = await member(t);
    await matchDirectly(t, friend, reported);
    await sendOk(t, reported, friend, 'See you at the festival');
    const stream = await goLive(t, reported);
    const id = await report(t, reporter, reported, { content: { kind: 'stream', id: stream.id } });
    const actionId = await actOk(t, mod, reported, { action: 'ban', reportIds: [id] });
    // Their messages stay with the other person, marked; nothing new reaches them.
    const kept = (await conversationsOf(t, friend)).find((c) => c.userId === reported.id);
    expect(kept).toMatchObject({
      removedByModerators: true,
      online: false,
      lastMessage: { text: 'See you at the festival' },
    });
    expectError(
      await call(t, friend, 'POST', `/api/conversations/${reported.id}/messages`, {
        kind: 'text',
        text: 'hi',
        clientId: randomUUID(),
      }),
      404,
      'user_not_found',
    );
    const [ended] = rowsOf<{ status: string }>(
      await t.deps.database.db.execute(sql`select status from streaming_sessions where id = ${stream.id}`),
    );
    expect(ended?.status).toBe('ended');
    expectError(await call(t, reported, 'GET', '/api/auth/user'), 401, 'invalid_token');
    const refused = expectError(await signIn(reported.email), 403, 'account_restricted');
    const { statement, appealToken } = refused.details as RestrictedDetails;
    expect(statement).toMatchObject({ actionId, kind: 'ban', content: { kind: 'stream' } });
    // A wrong password learns nothing about the ban.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: reported.email, password: 'wrong-Password-9' },
      }),
      400,
      'invalid_credentials',
    );

    const appeal = await t.app.inject({
      method: 'POST',
      url: '/api/moderation/restricted/appeal',
      payload: { token: appealToken, text: 'Please look again.' },
    });
    expect(appeal.statusCode, appeal.body).toBe(201);
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/moderation/restricted/appeal',
        payload: { token: 'forged', text: 'x' },
      }),
      401,
      'invalid_token',
    );
    const { appealId } = appeal.json() as { appealId: string };
    const decided = await call(t, other, 'POST', `/api/mod/appeals/${appealId}/decision`, {
      outcome: 'overturned',
      reason: 'The stream broke no rule.',
    });
    expect(decided.statusCode, decided.body).toBe(201);
    expect((await signIn(reported.email)).statusCode).toBe(200);
  });

  it('require face verification: no swipe, message or going live until a new face check passes', async () => {
    const [mod, person, match] = [await moderator(t), await member(t), await member(t)];
    await matchDirectly(t, person, match);
    await actOk(t, mod, person, {
      action: 'require_face_check',
      rule: 'fake_profile',
      reason: 'Please show it is you.',
    });
    expectError(
      await call(t, person, 'POST', '/api/discover/swipes', { targetId: (await member(t)).id, kind: 'like' }),
      403,
      'face_check_required',
    );
    expectError(
      await call(t, person, 'POST', `/api/conversations/${match.id}/messages`, {
        kind: 'text',
        text: 'hi',
        clientId: randomUUID(),
      }),
      403,
      'face_check_required',
    );
    expectError(await call(t, person, 'POST', '/api/streams', { title: 'Hello' }), 403, 'face_check_required');
  });

  it('three independent fake-profile reports require face verification, logged as the server’s own decision', async () => {
    const [mod, person] = [await moderator(t), await member(t)];
    const first = await member(t);
    await report(t, first, person, { reason: 'fake_profile' });
    await report(t, first, person, { reason: 'fake_profile' }).catch(() => undefined);
    await report(t, await member(t), person, { reason: 'fake_profile' });
    expect((await caseOf(t, mod, person)).person.faceCheckRequired).toBe(false);
    await report(t, await member(t), person, { reason: 'fake_profile' });
    const c = await caseOf(t, mod, person);
    expect(c.person.faceCheckRequired).toBe(true);
    expect(c.actions[0]).toMatchObject({ kind: 'require_face_check', moderatorId: null, rule: 'fake_profile' });
    expectError(await call(t, person, 'POST', '/api/streams', { title: 'Hello' }), 403, 'face_check_required');
  });

  it('a moderator ends any live stream through its route', async () => {
    const [mod, host] = [await moderator(t), await member(t)];
    const stream = await goLive(t, host);
    const res = await call(t, mod, 'POST', `/api/mod/streams/${stream.id}/end`, {
      rule: 'inappropriate_content',
      reason: 'Nudity on stream.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(t, host, 'GET', `/api/streams/${stream.id}`)).json()).toMatchObject({ status: 'ended' });
    expect((await statementsOf(host))[0]).toMatchObject({ kind: 'end_stream', reason: 'Nudity on stream.' });
    expectError(
      await call(t, mod, 'POST', `/api/mod/streams/${stream.id}/end`, { rule: 'other', reason: 'again' }),
      404,
      'stream_not_found',
    );
  });
});

describe('the log', () => {
  it('is readable by moderators, newest first, and the database refuses to change or erase it', async () => {
    const [mod, reported] = [await moderator(t), await member(t)];
    const actionId = await actOk(t, mod, reported, { action: 'warn' });
    const res = await call(t, mod, 'GET', '/api/mod/log');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { entries: Array<{ id: string }> }).entries.map((e) => e.id)).toContain(actionId);
    const db = t.deps.database.db;
    await expect(
      db.execute(sql`update moderation_actions set reason = 'rewritten' where id = ${actionId}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from moderation_actions where id = ${actionId}`)).rejects.toThrow();
    const [row] = rowsOf<{ reason: string }>(
      await db.execute(sql`select reason from moderation_actions where id = ${actionId}`),
    );
    expect(row?.reason).toBe('You sent insults after being asked to stop.');
  });
});
