import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signUpCodeFor } from './mail.ts';

/** A password the server accepts (long, uncommon, unrelated to the address). */
export const GOOD_PASSWORD = 'Kente-weave-4-ever';

export function uniqueEmail(): string {
  return `e2e-${crypto.randomUUID()}@example.test`;
}

export interface TestUser {
  email: string;
  password: string;
}

/**
 * Creates an account through the API. With a standalone `request` fixture the browser stays signed
 * out; with `page.request` the refresh cookie lands in the page's context, so the page is signed in.
 */
export async function createUser(request: APIRequestContext, location = 'Accra, Ghana'): Promise<TestUser> {
  const user = { email: uniqueEmail(), password: GOOD_PASSWORD };
  const started = await request.post('/api/auth/signup', {
    data: { ...user, location, acceptTerms: true, biometricConsent: false },
  });
  expect(started.status(), await started.text()).toBe(202);
  const response = await request.post('/api/auth/signup/confirm', {
    data: { email: user.email, code: await signUpCodeFor(user.email) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}

/** A fresh account whose session belongs to the page (signed in without going through the form). */
export async function signedInUser(page: Page): Promise<TestUser> {
  return createUser(page.request);
}

/** Signs in through the Sign In page and waits for the shell. */
export async function signInThroughForm(page: Page, user: TestUser): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
}
