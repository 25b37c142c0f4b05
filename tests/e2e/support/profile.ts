import { signUpCodeFor } from './mail.ts';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { CompleteOnboardingBody, OwnProfile } from '@sankofa/contracts';
import { GOOD_PASSWORD, uniqueEmail, type TestUser } from './users.ts';

/**
 * A small picture made on the spot (no photo of anyone): a warm gradient with a sun and a band of
 * woven diamonds, tinted by `hue` so each photo of a user looks different.
 */
export async function makeJpeg(hue: number, size = { width: 480, height: 600 }): Promise<Buffer> {
  const { width, height } = size;
  const diamonds = Array.from({ length: 8 }, (_, i) => {
    const x = (i * width) / 8 + width / 16;
    return `<path d="M${x} ${height * 0.72} l${width / 16} ${height / 20} l-${width / 16} ${height / 20} l-${width / 16} -${height / 20} z" fill="hsl(${(hue + 40) % 360} 80% 55%)"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 60% 35%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360} 70% 75%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height * 0.38}" r="${width / 5}" fill="hsl(${(hue + 180) % 360} 85% 60%)"/>
    ${diamonds}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

export async function uploadPhotoViaApi(
  page: Page,
  token: string,
  buffer: Buffer,
  name = 'me.jpg',
): Promise<{ id: string; thumbUrl: string }> {
  const response = await page.request.post('/api/photos', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { photo: { name, mimeType: 'image/jpeg', buffer } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
}

/** A birth date that makes someone exactly `age` today (a few days past their birthday). */
export function birthDateForAge(age: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate() - 10));
  return d.toISOString().slice(0, 10);
}

export interface OnboardedUser extends TestUser {
  token: string;
  /** What the API answered when onboarding completed. */
  profile: OwnProfile;
  answers: CompleteOnboardingBody;
}

/**
 * A signed-in account that finished onboarding, set up through the API (the onboarding screens
 * have their own journeys): sign-up puts the refresh cookie in the page's context, then `photos`
 * generated JPEGs are uploaded and the answers saved.
 */
export async function onboardedUser(
  page: Page,
  overrides: Partial<CompleteOnboardingBody> & {
    photos?: number;
    location?: string;
    position?: CompleteOnboardingBody['location'];
  } = {},
): Promise<OnboardedUser> {
  // `location` is the sign-up's place text; `position` is onboarding's (a point or a city), none by default.
  const { photos = 1, location = 'Accra, Ghana', position = null, ...answerOverrides } = overrides;
  const user = { email: uniqueEmail(), password: GOOD_PASSWORD };
  const started = await page.request.post('/api/auth/signup', {
    data: { ...user, location, acceptTerms: true, biometricConsent: false },
  });
  expect(started.status(), await started.text()).toBe(202);
  const signUp = await page.request.post('/api/auth/signup/confirm', {
    data: { email: user.email, code: await signUpCodeFor(user.email) },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { accessToken: token } = (await signUp.json()) as { accessToken: string };

  const photoIds: string[] = [];
  for (let i = 0; i < photos; i++)
    photoIds.push((await uploadPhotoViaApi(page, token, await makeJpeg(20 + i * 70), `me-${i + 1}.jpg`)).id);

  const answers: CompleteOnboardingBody = {
    displayName: 'Abena Owusu',
    birthDate: birthDateForAge(31),
    gender: 'woman',
    orientation: 'straight',
    heightCm: 168,
    bodyType: 'athletic',
    education: 'masters',
    occupation: 'Textile designer',
    interestedIn: 'men',
    lookingFor: 'long-term',
    distanceMiles: 25,
    hobbies: 'Highlife, Kente weaving, Jollof cooking',
    personality: 'ENFJ',
    aboutMe: 'Saturday markets, Sunday highlife and long talks about where our families come from.',
    photoIds,
    location: position,
    blockContacts: false,
    ...answerOverrides,
  };
  const done = await page.request.post('/api/onboarding/complete', {
    headers: { authorization: `Bearer ${token}` },
    data: answers,
  });
  expect(done.status(), await done.text()).toBe(200);
  return { ...user, token, answers, profile: (await done.json()) as OwnProfile };
}
