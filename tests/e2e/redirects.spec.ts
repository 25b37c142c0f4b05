import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signedInUser } from './support/users.ts';

test.describe('redirects', () => {
  test('a visitor at /app goes to /auth, replacing the history entry', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/app');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();

    // /app was replaced by /auth, so Back returns to the landing page.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  });

  test("the account pages read 'Loading ...' while the session resolves", async ({ page, baseURL }) => {
    // A browser that has signed in before asks the server about its session (a first-time visitor does not).
    await page.context().addCookies([{ name: 'sankofa_signed_in', value: '1', url: baseURL! }]);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/refresh', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/signin');
    await expect(page.getByRole('status').filter({ hasText: 'Loading ...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  });

  test('a visitor at a nested /app page goes to /auth too', async ({ page }) => {
    await page.goto('/app/messages');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  });

  test('a signed-in user at /auth or /signin goes to /app', async ({ page }) => {
    await signedInUser(page);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: /Discover/ })).toBeVisible();

    await page.goto('/signin');
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: /Discover/ })).toBeVisible();
  });

  test('an unknown path goes to /, replacing the history entry', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Cultured in Connection' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);

    await page.goto('/app/no-such-page/deeper');
    await expect(page).toHaveURL(/\/$/);
  });

  test("'Sign In' on /auth goes to /signin and 'Create Account' on /signin back to /auth", async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("the account pages' Back button returns to the previous page", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Already a member? Log in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
