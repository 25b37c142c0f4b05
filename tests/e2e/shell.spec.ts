import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectShellNavigation, mainNav, toast } from './support/shell.ts';
import { signedInUser } from './support/users.ts';

const PAGES = [
  { label: 'Stream', path: '/app/streaming', heading: 'Live Streaming' },
  { label: 'Messages', path: '/app/messages', heading: 'Connections' },
  { label: 'Profile', path: '/app/profile', heading: 'Your profile' },
  { label: 'Discover', path: '/app', heading: 'Discover' },
] as const;

test.describe('signed-in shell', () => {
  test("shows 'Loading your experience...' while the session resolves", async ({ page }) => {
    await signedInUser(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/refresh', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/app');
    await expect(page.getByRole('status').filter({ hasText: 'Loading your experience...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  });

  test('each navigation entry shows its page, each clearly labelled until it lands', async ({ page }, testInfo) => {
    await signedInUser(page);
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await expectShellNavigation(page, testInfo);
    await expect(mainNav(page).getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');

    const header = page.getByRole('banner');
    await expect(header.getByText('Sankofa', { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Search people' })).toBeVisible();
    await expect(header.getByRole('button', { name: /^Notifications: 0/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();

    for (const entry of PAGES) {
      await mainNav(page).getByRole('link', { name: entry.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${entry.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toBeVisible();
      await expect(mainNav(page).getByRole('link', { name: entry.label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Before onboarding, Discover and the profile invite the user to finish it.
      if (entry.label === 'Profile' || entry.label === 'Discover') {
        await expect(page.getByRole('main').getByRole('link', { name: 'Complete Your Profile' })).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
    }
  });

  test('header search and bell explain themselves', async ({ page }) => {
    await signedInUser(page);
    await page.goto('/app');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Search people' }).click();
    const search = page.getByRole('dialog', { name: 'Search people' });
    await expect(search.getByRole('searchbox', { name: 'Search people' })).toBeFocused();
    await expect(search.getByText('Type at least 2 characters to search.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await header.getByRole('button', { name: /^Notifications: 0/ }).click();
    await expect(page).toHaveURL(/\/app\/notifications$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Nothing new yet' })).toBeVisible();
  });

  test('premium shows the plans and Choose starts a checkout', async ({ page }) => {
    await signedInUser(page);
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();

    // Phones reach Premium from the header crown, desktops from the top navigation.
    await page.getByRole('link', { name: 'Premium', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/premium$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade Your Love Life' })).toBeVisible();

    const choose = page.getByRole('main').getByRole('button', { name: /^Choose / });
    await expect(choose).toHaveCount(3);
    await expect(choose).toHaveText(['Choose Silver', 'Choose Gold', 'Choose Platinum']);
    for (const plan of ['Silver', 'Gold', 'Platinum']) {
      await expect(page.getByRole('heading', { level: 2, name: plan, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Without Stripe keys the checkout is the sandbox page, which says that no money moves.
    await page.getByRole('button', { name: 'Choose Gold' }).click();
    await expect(page).toHaveURL(/\/app\/checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Test payment — no money moves.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/app\/premium$/);
    await expect(toast(page, 'Checkout canceled')).toBeVisible();
  });
});
