import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { LogPage, MatchList, Photo, PhotoList, QueueItem, StatementList } from '@sankofa/contracts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { call, matchDirectly, member, type Member } from '../social/social-test-kit.ts';
import { listPhotos, upload } from '../photos/photo-test-client.ts';
import { CONTACT_SHARES_FOR_SIGNAL } from '../safety/contact-share.ts';
import { act, actOk, caseOf, moderator, queueOf, report } from './moderation-test-kit.ts';

/**
 * Issue #21: what the server raises by itself (a photo the nudity check held, contact details
 * shared again and again) reaches the moderators' queue as its own kind of item, with what raised
 * it, and is decided like a report: dismissed (a held photo is published) or acted on, in the log.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// The harness's scripted classifier reads an all-magenta picture as explicit.
const explicitLooking = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 255, g: 0, b: 255 } } })
    .jpeg()
    .toBuffer();

async function heldPhotoOf(owner: Member): Promise<Photo> {
  const res = await upload(t, owner.token, await explicitLooking());
  expect(res.statusCode, res.body).toBe(201);
  const photo = res.json() as Photo;
  expect(photo.heldForReview).toBe(true);
  return photo;
}

/** Pages through the queue (other tests' items share it) for this person's item of this kind. */
async function queueItemOf(mod: Member, who: Member, kind: QueueItem['kind']): Promise<QueueItem | undefined> {
  let cursor: string | undefined;
  for (;;) {
    const page = await queueOf(t, mod, cursor);
    const found = page.items.find((i) => i.kind === kind && i.person.userId === who.id);
    if (found || !page.nextCursor) return found;
    cursor = page.nextCursor;
  }
}

const signalRows = async (who: Member) =>
  rowsOf<{ id: string; resolved_at: string | null; detail: Record<string, unknown> }>(
    await t.deps.database.db.execute(
      sql`select id::text as id, resolved_at, detail from safety_signals where user_id = ${who.id} order by created_at`,
    ),
  );

const statementsOf = async (who: Member) =>
  ((await call(t, who, 'GET', '/api/moderation/statements')).json() as StatementList).statements;

describe('automatic signals in the moderators’ queue', () => {
  it('a held photo shows as a signal with the classifier’s scores and the photo; dismissing it publishes the photo and is logged', async () => {
    const [mod, owner, other] = [await moderator(t), await member(t), await member(t)];
    await matchDirectly(t, owner, other);
    const photo = await heldPhotoOf(owner);

    const item = await queueItemOf(mod, owner, 'signals');
    expect(item).toMatchObject({ kind: 'signals', openSignals: 1, signalKinds: ['nudity_suspected'] });
    const c = await caseOf(t, mod, owner);
    expect(c.openSignals).toHaveLength(1);
    const [signal] = c.openSignals;
    expect(signal!.kind).toBe('nudity_suspected');
    expect(signal!.evidence).toMatchObject({
      photoId: photo.id,
      photoUrl: photo.thumbUrl,
      photoHeld: true,
      place: null,
      bio: null,
    });
    expect(signal!.evidence.scores!.porn).toBeGreaterThan(0.6);
    // The classifier's detail is read field by field; nothing else it holds is sent.
    expect(Object.keys(signal!.evidence).sort()).toEqual([
      'bio',
      'handleKinds',
      'photoHeld',
      'photoId',
      'photoUrl',
      'place',
      'scores',
      'shares',
    ]);

    const actionId = await actOk(t, mod, owner, {
      action: 'dismiss',
      rule: 'inappropriate_content',
      reason: 'The photo is fine.',
      signalIds: [signal!.id],
    });

    expect(
      ((await listPhotos(t, owner.token)).json() as PhotoList).photos.map((p) => [p.id, p.heldForReview ?? false]),
    ).toEqual([[photo.id, false]]);
    const seen = ((await call(t, other, 'GET', '/api/matches')).json() as MatchList).matches.find(
      (m) => m.userId === owner.id,
    );
    expect(seen?.photoUrl).toBe(photo.thumbUrl);
    const [row] = await signalRows(owner);
    expect(row!.resolved_at).not.toBeNull();
    expect(row!.detail.resolvedByAction).toBe(actionId);
    expect(await queueItemOf(mod, owner, 'signals')).toBeUndefined();
    const after = await caseOf(t, mod, owner);
    expect(after.openSignals).toEqual([]);
    expect(after.earlierSignals.map((g) => [g.id, g.evidence.photoHeld])).toEqual([[signal!.id, false]]);
    const log = (await call(t, mod, 'GET', '/api/mod/log')).json() as LogPage;
    expect(log.entries.find((e) => e.id === actionId)).toMatchObject({
      kind: 'dismiss',
      moderatorId: mod.id,
      subjectUserId: owner.id,
      reason: 'The photo is fine.',
    });
    // A dismissal tells the member nothing.
    expect(await statementsOf(owner)).toEqual([]);
  });

  it('removing the held photo deletes it, keeps a copy for the log, and the member reads which content and why', async () => {
    const [mod, owner] = [await moderator(t), await member(t)];
    const photo = await heldPhotoOf(owner);
    const [signal] = (await caseOf(t, mod, owner)).openSignals;

    const actionId = await actOk(t, mod, owner, {
      action: 'remove_content',
      rule: 'inappropriate_content',
      reason: 'Explicit photos are not allowed.',
      signalIds: [signal!.id],
      contentSignalId: signal!.id,
    });

    expect(((await listPhotos(t, owner.token)).json() as PhotoList).photos).toEqual([]);
    const [statement] = await statementsOf(owner);
    expect(statement).toMatchObject({
      actionId,
      kind: 'remove_content',
      rule: 'inappropriate_content',
      reason: 'Explicit photos are not allowed.',
      canAppeal: true,
    });
    expect(statement!.content?.kind).toBe('photo');
    const copy = statement!.content!.snapshot.evidenceUrl!;
    expect(copy).toMatch(/^\/api\/mod\/evidence\/[0-9a-f]{32}\.webp$/);
    expect((await call(t, mod, 'GET', copy)).statusCode).toBe(200);
    expect((await signalRows(owner))[0]!.resolved_at).not.toBeNull();
    expect(photo.id).toBe(signal!.evidence.photoId);
  });

  it('repeated contact details in a bio show what was shared and where; warning the person resolves the signal once', async () => {
    const [mod, who] = [await moderator(t), await member(t)];
    for (let i = 0; i < CONTACT_SHARES_FOR_SIGNAL; i++) {
      const res = await call(t, who, 'PATCH', '/api/profile/me', {
        bio: `Text me on WhatsApp +233 24 412 34${50 + i}`,
        confirmContactShare: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await queueItemOf(mod, who, 'signals')).toMatchObject({
      signalKinds: ['off_platform_contact'],
      openSignals: 1,
    });
    const [signal] = (await caseOf(t, mod, who)).openSignals;
    expect(signal!.evidence).toMatchObject({
      place: 'bio',
      shares: CONTACT_SHARES_FOR_SIGNAL,
      bio: 'Text me on WhatsApp +233 24 412 3452',
      photoId: null,
      scores: null,
    });
    expect(signal!.evidence.handleKinds).toContain('phone');

    await actOk(t, mod, who, {
      action: 'warn',
      rule: 'scam',
      reason: 'Please keep contact on the app until you trust someone.',
      signalIds: [signal!.id],
    });
    const [statement] = await statementsOf(who);
    expect(statement).toMatchObject({
      kind: 'warn',
      content: { kind: 'profile', snapshot: { bio: 'Text me on WhatsApp +233 24 412 3452' } },
    });
    // Decided once: a second decision on the same signal is refused, and changes nothing.
    expectError(await act(t, mod, who, { action: 'ban', signalIds: [signal!.id] }), 409, 'signal_not_found');
    expect((await caseOf(t, mod, who)).person.banned).toBe(false);
  });

  it('a signal is decided only with its own person, and a report and a signal about one person are decided together', async () => {
    const [mod, owner, someoneElse, reporter] = [await moderator(t), await member(t), await member(t), await member(t)];
    await heldPhotoOf(owner);
    const [signal] = (await caseOf(t, mod, owner)).openSignals;
    expectError(await act(t, mod, someoneElse, { action: 'warn', signalIds: [signal!.id] }), 409, 'signal_not_found');
    expectError(
      await act(t, mod, owner, {
        action: 'remove_content',
        signalIds: [],
        contentSignalId: signal!.id,
        contentReportId: signal!.id,
      }),
      400,
      'validation_failed',
    );
    expectError(await call(t, owner, 'GET', `/api/mod/people/${owner.id}`), 403, 'forbidden');

    const reportId = await report(t, reporter, owner, { reason: 'inappropriate_content', note: 'Explicit photo' });
    expect(await queueItemOf(mod, owner, 'reports')).toBeDefined();
    await actOk(t, mod, owner, {
      action: 'suspend',
      days: 3,
      rule: 'inappropriate_content',
      reason: 'Explicit photo.',
      reportIds: [reportId],
      signalIds: [signal!.id],
    });
    expect(await queueItemOf(mod, owner, 'reports')).toBeUndefined();
    expect(await queueItemOf(mod, owner, 'signals')).toBeUndefined();
  });
});
