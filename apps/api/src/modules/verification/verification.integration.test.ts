import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  VERIFICATION_TOO_MANY,
  VerificationAttempt,
  VerificationProgress,
  VerificationResult,
  VerificationStatus,
} from '@sankofa/contracts';
import { users } from '../../db/schema.ts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { call, member, type Member } from '../social/social-test-kit.ts';
import { createMemoryAttemptStore, type AttemptStore } from './attempt-store.ts';
import type { FaceEngine } from './face-engine.ts';
import { createScriptedFaceEngine, type ScriptedFaceEngine } from './scripted-face-engine.ts';
import { descriptors, doing, frameUrl, givePhotos, noFace, put, reading, tinyJpeg } from './verification-test-kit.ts';

let t: TestApp;
let engine: ScriptedFaceEngine;
let store: AttemptStore;
let offsetMs = 0;
let jpeg: Buffer;
let original: FaceEngine['analyseFrame'];

beforeAll(async () => {
  engine = createScriptedFaceEngine();
  original = engine.analyseFrame;
  store = createMemoryAttemptStore();
  t = await createTestApp({
    deps: { faceEngine: engine, attemptStore: store, clock: () => new Date(Date.now() + offsetMs) },
  });
  jpeg = await tinyJpeg();
});
afterAll(() => t.close());
beforeEach(() => {
  offsetMs = 0;
  engine.photos = [];
  engine.reset();
});

/** An onboarded member who agreed to the biometric check. */
async function consenting(): Promise<Member> {
  const m = await member(t);
  await t.deps.database.db.update(users).set({ biometricConsentAt: new Date() }).where(eq(users.id, m.id));
  return m;
}

async function start(m: Member): Promise<VerificationAttempt> {
  const res = await call(t, m, 'POST', '/api/verification/attempts');
  expect(res.statusCode, res.body).toBe(201);
  return VerificationAttempt.parse(res.json());
}

/** Sends every frame of the attempt, each read as `frame(action, i)`. */
async function sendFrames(m: Member, a: VerificationAttempt, frame = doing): Promise<VerificationProgress> {
  let last: VerificationProgress | undefined;
  for (const [step, action] of a.steps.entries()) {
    for (let i = 0; i < a.framesPerStep; i++) {
      engine.queue(frame(action, i));
      const res = await put(t, m, frameUrl(a.attemptId, step, i), jpeg);
      expect(res.statusCode, res.body).toBe(200);
      last = VerificationProgress.parse(res.json());
    }
  }
  return last!;
}

const finish = (m: Member, id: string) => call(t, m, 'POST', `/api/verification/attempts/${id}/finish`);
const profileOf = async (m: Member) => (await call(t, m, 'GET', '/api/profile/me')).json() as { verified: boolean };

describe('starting an attempt', () => {
  it('needs consent, which the member can give from the profile', async () => {
    const m = await member(t);
    const status = VerificationStatus.parse((await call(t, m, 'GET', '/api/verification')).json());
    expect(status).toEqual({ verified: false, biometricConsent: false, attemptsLeft: 3, nextAttemptAt: null });
    const refused = await call(t, m, 'POST', '/api/verification/attempts');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('consent_required');
    const given = await call(t, m, 'POST', '/api/verification/consent');
    expect(given.json()).toMatchObject({ biometricConsent: true });
    await start(m);
  });

  it('gives each attempt the five actions in an order of its own', async () => {
    const m = await consenting();
    const orders = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const a = await start(m);
      expect([...a.steps].sort()).toEqual(['blink', 'look_straight', 'smile', 'turn_left', 'turn_right']);
      expect(a).toMatchObject({ stepMs: 2000, framesPerStep: 4, attemptsLeft: 2 - i });
      orders.add(a.steps.join());
    }
    // Three shuffles of 120 orders all alike would be a 1 in 14,400 chance.
    expect(orders.size).toBeGreaterThan(1);
  });

  it('allows three attempts an hour per member, counted on the server even when asked at once', async () => {
    const m = await consenting();
    const other = await consenting();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t, m, 'POST', '/api/verification/attempts')),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().error).toMatchObject({ code: 'too_many_attempts', message: VERIFICATION_TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const status = VerificationStatus.parse((await call(t, m, 'GET', '/api/verification')).json());
    expect(status.attemptsLeft).toBe(0);
    expect(Date.parse(status.nextAttemptAt!)).toBeGreaterThan(Date.now() + 3_500_000);
    // Someone else's attempts are their own.
    await start(other);
    // Once the attempts are more than an hour old, the member may try again.
    await t.deps.database.db.execute(
      sql`update verification_attempts set started_at = started_at - interval '61 minutes' where user_id = ${m.id}`,
    );
    await start(m);
  });
});

describe('deciding', () => {
  it('verifies a live member who does each step, records the scores and marks the profile', async () => {
    const m = await consenting();
    await givePhotos(t, m, 2);
    // The first photo shows no single face; the second is the member.
    engine.photos = [null, descriptors.me];
    const a = await start(m);
    const progress = await sendFrames(m, a);
    // Frames are read after their upload is answered, so the last answer may not count the last frame yet.
    expect(progress.framesExpected).toBe(20);
    expect(progress.framesAnalysed).toBeGreaterThanOrEqual(19);
    expect(progress.liveness).toBeGreaterThan(0.6);
    const res = await finish(m, a.attemptId);
    const result = VerificationResult.parse(res.json());
    expect(result).toMatchObject({ verified: true, similarity: 1 });
    expect(result.liveness).toBeGreaterThan(0.8);
    expect(await profileOf(m)).toMatchObject({ verified: true });
    const [row] = rowsOf<{ status: string; provider: string; data: Record<string, unknown> }>(
      await t.deps.database.db.execute(
        sql`select status, provider, verification_data as data from face_verifications where user_id = ${m.id}`,
      ),
    );
    expect(row).toMatchObject({ status: 'verified', provider: 'internal' });
    expect(row!.data).toMatchObject({ verification_steps_completed: 5, security_version: '2.0' });
    expect(Date.parse(String(row!.data.timestamp))).not.toBeNaN();
    expect(Object.keys(row!.data).sort()).toEqual([
      'liveness_score',
      'security_version',
      'similarity_score',
      'timestamp',
      'verification_steps_completed',
    ]);
    // Nothing of the faces is kept once decided, and the attempt cannot be decided twice.
    expect(await store.frames(a.attemptId)).toEqual([]);
    expect(await store.photos(a.attemptId)).toBeUndefined();
    expect((await finish(m, a.attemptId)).json().error.code).toBe('attempt_closed');
    const again = await call(t, m, 'POST', '/api/verification/attempts');
    expect(again.json().error.code).toBe('already_verified');
  });

  it('fails without a face, says why, and leaves the profile unverified', async () => {
    const m = await consenting();
    const a = await start(m);
    await sendFrames(m, a, () => noFace());
    const result = VerificationResult.parse((await finish(m, a.attemptId)).json());
    expect(result).toMatchObject({ verified: false, reason: 'no_face' });
    expect(await profileOf(m)).toMatchObject({ verified: false });
    const kept = rowsOf<{ n: number }>(
      await t.deps.database.db.execute(sql`select count(*)::int as n from face_verifications where user_id = ${m.id}`),
    );
    expect(kept[0]!.n).toBe(0);
    const [attempt] = rowsOf<{ outcome: string; failure_reason: string }>(
      await t.deps.database.db.execute(
        sql`select outcome, failure_reason from verification_attempts where id = ${a.attemptId}`,
      ),
    );
    expect(attempt).toEqual({ outcome: 'failed', failure_reason: 'no_face' });
  });

  it('fails a face that does not match the profile photos with the lighting hint, never a success', async () => {
    const m = await consenting();
    await givePhotos(t, m, 1);
    engine.photos = [descriptors.someoneElse];
    const a = await start(m);
    await sendFrames(m, a);
    const result = VerificationResult.parse((await finish(m, a.attemptId)).json());
    expect(result).toMatchObject({ verified: false, reason: 'photo_mismatch' });
    if (!result.verified) expect(result.message).not.toMatch(/success|verified/i);
    expect(await profileOf(m)).toMatchObject({ verified: false });
  });

  it('fails when a step is missing and when the attempt is finished too late', async () => {
    const m = await consenting();
    const a = await start(m);
    const res = await finish(m, a.attemptId);
    expect(VerificationResult.parse(res.json())).toMatchObject({
      verified: false,
      reason: 'incomplete',
      message: 'Please ensure your camera is working and you complete all steps.',
    });
    const inFrench = await start(m);
    const french = await t.app.inject({
      method: 'POST',
      url: `/api/verification/attempts/${inFrench.attemptId}/finish`,
      headers: { authorization: `Bearer ${m.token}`, 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(french.json()).toMatchObject({
      reason: 'incomplete',
      message: 'Vérifiez que votre caméra fonctionne et suivez toutes les étapes jusqu’au bout.',
    });
    const b = await start(m);
    offsetMs = 45_000;
    expect(VerificationResult.parse((await finish(m, b.attemptId)).json())).toMatchObject({
      verified: false,
      reason: 'expired',
    });
  });
});

describe('frames', () => {
  it('refuses what is not a live frame of this attempt', async () => {
    const m = await consenting();
    const a = await start(m);
    const notJpeg = await put(t, m, frameUrl(a.attemptId, 0, 0), Buffer.from('GIF89a not a jpeg'));
    expect(notJpeg.statusCode).toBe(400);
    const wrongType = await put(t, m, frameUrl(a.attemptId, 0, 0), jpeg, 'image/png');
    expect(wrongType.statusCode).toBe(415);
    const badStep = await put(t, m, frameUrl(a.attemptId, 5, 0), jpeg);
    expect(badStep.json().error.code).toBe('bad_frame');
    const badIndex = await put(t, m, frameUrl(a.attemptId, 0, 4), jpeg);
    expect(badIndex.json().error.code).toBe('bad_frame');
    const tooBig = await put(t, m, frameUrl(a.attemptId, 0, 0), Buffer.concat([jpeg, Buffer.alloc(600 * 1024)]));
    expect(tooBig.statusCode).toBe(413);
    const analysed = engine.analysed;
    offsetMs = 7_001 + 2_000;
    engine.queue(reading());
    const late = await put(t, m, frameUrl(a.attemptId, 0, 0), jpeg);
    expect(late.json().error.code).toBe('frame_late');
    expect(engine.analysed).toBe(analysed);
  });

  it('answers a frame before it is read, and the decision waits for every reading', async () => {
    const m = await consenting();
    const a = await start(m);
    const slow: FaceEngine['analyseFrame'] = async () => {
      await new Promise((r) => setTimeout(r, 300));
      return noFace();
    };
    engine.analyseFrame = slow;
    try {
      const began = Date.now();
      for (const [step] of a.steps.entries())
        for (let i = 0; i < a.framesPerStep; i++)
          expect((await put(t, m, frameUrl(a.attemptId, step, i), jpeg)).statusCode).toBe(200);
      // Twenty readings of 300 ms each were not waited for by the uploads.
      expect(Date.now() - began).toBeLessThan(20 * 300);
      const result = VerificationResult.parse((await finish(m, a.attemptId)).json());
      expect(result).toMatchObject({ verified: false, reason: 'no_face' });
    } finally {
      engine.analyseFrame = original;
    }
  });

  it('counts a retried upload of the same frame once', async () => {
    const m = await consenting();
    const a = await start(m);
    engine.queue(reading(), reading());
    await put(t, m, frameUrl(a.attemptId, 0, 0), jpeg);
    const again = VerificationProgress.parse((await put(t, m, frameUrl(a.attemptId, 0, 0), jpeg)).json());
    expect(again.framesAnalysed).toBeLessThanOrEqual(1);
    await expect.poll(() => store.waiting(a.attemptId)).toBe(0);
    expect(await store.frames(a.attemptId)).toHaveLength(1);
  });
});

describe('access', () => {
  it('lets nobody else send frames to, finish or read an attempt', async () => {
    const owner = await consenting();
    const intruder = await consenting();
    const a = await start(owner);
    const frame = await put(t, intruder, frameUrl(a.attemptId, 0, 0), jpeg);
    expect([frame.statusCode, frame.json().error.code]).toEqual([404, 'attempt_not_found']);
    const done = await finish(intruder, a.attemptId);
    expect([done.statusCode, done.json().error.code]).toEqual([404, 'attempt_not_found']);
    for (const [method, url] of [
      ['GET', '/api/verification'],
      ['POST', '/api/verification/consent'],
      ['POST', '/api/verification/attempts'],
      ['POST', `/api/verification/attempts/${a.attemptId}/finish`],
    ] as const)
      expect((await call(t, null, method, url)).statusCode, url).toBe(401);
    expect((await put(t, null, frameUrl(a.attemptId, 0, 0), jpeg)).statusCode).toBe(401);
    // The owner's attempt is untouched and still counts as theirs alone.
    expect(VerificationStatus.parse((await call(t, intruder, 'GET', '/api/verification')).json()).attemptsLeft).toBe(3);
  });

  it('has no other way to set a profile verified', async () => {
    const m = await consenting();
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile/me',
      headers: { authorization: `Bearer ${m.token}` },
      payload: { verified: true },
    });
    expect(res.statusCode).toBe(400);
    expect(await profileOf(m)).toMatchObject({ verified: false });
  });
});
