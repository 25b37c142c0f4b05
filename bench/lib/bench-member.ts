import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { codeInOutbox } from '../../apps/api/src/test/outbox.ts';

const PASSWORD = 'Kente-weave-4-ever';

/** A member signed up, given a photo and onboarded through the API of a running product; their page is signed in by the refresh cookie the sign-up set. */
export async function benchMember(
  context: BrowserContext,
  baseURL: string,
  dataDir: string,
  name: string,
): Promise<{ page: Page; token: string; userId: string }> {
  const page = await context.newPage();
  const email = `bench-${randomUUID()}@example.com`;
  const started = await page.request.post(`${baseURL}/api/auth/signup`, {
    data: { email, password: PASSWORD, location: 'Accra, Ghana', acceptTerms: true, biometricConsent: false },
  });
  if (started.status() !== 202) throw new Error(`sign-up failed: ${await started.text()}`);
  const signUp = await page.request.post(`${baseURL}/api/auth/signup/confirm`, {
    data: { email, code: await codeInOutbox(dataDir, email) },
  });
  if (signUp.status() !== 201) throw new Error(`sign-up code failed: ${await signUp.text()}`);
  const { accessToken, user } = (await signUp.json()) as { accessToken: string; user: { id: string } };
  const auth = { authorization: `Bearer ${accessToken}` };
  const jpeg = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#b5542d' } })
    .jpeg()
    .toBuffer();
  const photo = await page.request.post(`${baseURL}/api/photos`, {
    headers: auth,
    multipart: { photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg } },
  });
  if (photo.status() !== 201) throw new Error(`photo failed: ${await photo.text()}`);
  const done = await page.request.post(`${baseURL}/api/onboarding/complete`, {
    headers: auth,
    data: {
      displayName: name,
      birthDate: '1992-03-14',
      gender: 'woman',
      orientation: 'straight',
      heightCm: 168,
      bodyType: 'athletic',
      education: 'masters',
      occupation: 'Highlife guitarist',
      interestedIn: 'men',
      lookingFor: 'long-term',
      distanceMiles: 25,
      hobbies: 'Highlife, Kente weaving, Jollof cooking',
      personality: 'ENFJ',
      photoIds: [((await photo.json()) as { id: string }).id],
    },
  });
  if (done.status() !== 200) throw new Error(`onboarding failed: ${await done.text()}`);
  return { page, token: accessToken, userId: user.id };
}
