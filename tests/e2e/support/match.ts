import { expect, type Browser, type Page } from '@playwright/test';
import { onboardedUser, type OnboardedUser } from './profile.ts';

/** A person with a browser of their own (own cookies, own realtime connection). */
export interface Person {
  page: Page;
  user: OnboardedUser;
  name: string;
  close: () => Promise<void>;
}

/** Both projects run each journey at once on one server: a suffix keeps every person's name unique. */
export const uniqueName = (name: string) => `${name} ${crypto.randomUUID().slice(0, 4)}`;

export async function personElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  overrides: Parameters<typeof onboardedUser>[1],
): Promise<Person> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const user = await onboardedUser(page, overrides);
  return { page, user, name: user.answers.displayName, close: () => context.close() };
}

/** Two people who liked each other, so they are matched, through the API with their own tokens. */
export async function match(page: Page, a: OnboardedUser, b: OnboardedUser): Promise<void> {
  for (const [who, target] of [
    [a, b.profile.userId],
    [b, a.profile.userId],
  ] as const) {
    const liked = await page.request.post('/api/discover/swipes', {
      headers: { authorization: `Bearer ${who.token}` },
      data: { targetId: target, kind: 'like' },
    });
    expect(liked.status(), await liked.text()).toBe(200);
  }
}
