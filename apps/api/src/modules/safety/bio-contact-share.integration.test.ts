import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CompleteOnboardingBody } from '@sankofa/contracts';
import { rowsOf } from '../../db/rows.ts';
import {
  createTestApp,
  randomEmail,
  signUp,
  signUpWith,
  GOOD_PASSWORD,
  type SignedUpUser,
  type TestApp,
} from '../../test/harness.ts';
import { expectError } from '../../test/expect-error.ts';
import { upload } from '../photos/photo-test-client.ts';
import { jpeg } from '../photos/test-images.ts';

/**
 * Issue #21: every way a bio is written asks about contact and payment details the same way chat
 * does (409 contact_share_unconfirmed, then saved with the member's confirmation): onboarding's
 * About me, the account update and the sign-up form, beside Edit Profile (contact-share tests).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bearer = (u: SignedUpUser) => ({ authorization: `Bearer ${u.accessToken}` });
const ASKED =
  /^This looks like a messaging or social media handle\. People who ask to move off .+ or to be paid are often scammers, and we cannot help you there\. Are you sure you want to share it\?$/;

async function answers(
  u: SignedUpUser,
  aboutMe: string,
  extra: Partial<CompleteOnboardingBody> = {},
): Promise<CompleteOnboardingBody> {
  const res = await upload(t, u.accessToken, await jpeg(64, 48), { name: 'me.jpg' });
  expect(res.statusCode, res.body).toBe(201);
  return {
    displayName: 'Adjoa Mensah',
    birthDate: '1994-02-03',
    gender: 'woman',
    orientation: 'straight',
    heightCm: 165,
    bodyType: 'average',
    education: 'bachelors',
    occupation: 'Nurse',
    interestedIn: 'men',
    lookingFor: 'long-term',
    hobbies: 'Highlife, cooking, running',
    personality: 'ISFJ',
    aboutMe,
    photoIds: [(res.json() as { id: string }).id],
    ...extra,
  };
}

const complete = (u: SignedUpUser, body: CompleteOnboardingBody) =>
  t.app.inject({ method: 'POST', url: '/api/onboarding/complete', headers: bearer(u), payload: body });
const me = async (u: SignedUpUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/profile/me', headers: bearer(u) })).json() as {
    bio: string;
    onboarded: boolean;
  };
const sharesOf = async (u: SignedUpUser) =>
  rowsOf<{ place: string }>(
    await t.deps.database.db.execute(sql`select place from contact_shares where user_id = ${u.id}`),
  ).map((r) => r.place);

describe('onboarding’s About me', () => {
  it('asks before saving a handle, saves nothing without the confirmation, and finishes with it', async () => {
    const u = await signUp(t);
    const body = await answers(u, 'Jollof on Sundays. Find me on IG: @adjoa_m');
    const err = expectError(await complete(u, body), 409, 'contact_share_unconfirmed');
    expect(err.message).toMatch(ASKED);
    expect(err.details).toEqual({ kinds: ['messenger'] });
    expect(await me(u)).toMatchObject({ onboarded: false });
    expect(await sharesOf(u)).toEqual([]);

    const res = await complete(u, { ...body, confirmContactShare: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await me(u)).toMatchObject({ onboarded: true, bio: 'Jollof on Sundays. Find me on IG: @adjoa_m' });
    expect(await sharesOf(u)).toEqual(['bio']);
  });

  it('asks about phone numbers and payment handles too, and lets ordinary numbers through at once', async () => {
    const u = await signUp(t);
    for (const [text, kinds] of [
      ['Call me on 0803 123 4567', ['phone']],
      ['Send a gift to cashapp $AdjoaM', ['payment']],
    ] as const) {
      expect(expectError(await complete(u, await answers(u, text)), 409, 'contact_share_unconfirmed').details).toEqual({
        kinds,
      });
    }
    const res = await complete(u, await answers(u, 'Nurse, 5 ft 6, running 10 km since 2019, two kids.'));
    expect(res.statusCode, res.body).toBe(200);
    expect(await sharesOf(u)).toEqual([]);
  });
});

describe('the other ways a bio is written', () => {
  it('the account update asks the same question', async () => {
    const u = await signUp(t);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/auth/user', headers: bearer(u), payload });
    expectError(await put({ bio: 'whatsapp me +233 24 412 3456' }), 409, 'contact_share_unconfirmed');
    expect((await me(u)).bio).not.toContain('412');
    const res = await put({ bio: 'whatsapp me +233 24 412 3456', confirmContactShare: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(u)).bio).toBe('whatsapp me +233 24 412 3456');
    // Saving the same bio again is not asked again.
    expect((await put({ bio: 'whatsapp me +233 24 412 3456' })).statusCode).toBe(200);
  });

  it('the sign-up form asks before anything is sent, and keeps a confirmed bio', async () => {
    const form = (extra: object) => ({
      email: randomEmail(),
      password: GOOD_PASSWORD,
      location: 'Accra, Ghana',
      acceptTerms: true,
      ...extra,
    });
    const before = t.mail.length;
    expectError(await signUpWith(t, form({ bio: 'snap me: adjoa_k' })), 409, 'contact_share_unconfirmed');
    expect(t.mail.length).toBe(before);
    const res = await signUpWith(t, form({ bio: 'snap me: adjoa_k', confirmContactShare: true }));
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as { user: { bio: string } }).user.bio).toBe('snap me: adjoa_k');
  });
});
