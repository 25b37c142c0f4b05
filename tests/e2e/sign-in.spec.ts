import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expectShellNavigation, toast } from './support/shell.ts';
import { createUser } from './support/users.ts';

const WRONG = 'Wrong password or email. Please check your credentials and try again.';

test.describe('Sign In (/signin)', () => {
  test('signs in, welcomes the user, shows the shell and survives a reload', async ({ page, request }, testInfo) => {
    const user = await createUser(request);
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);

    // Hold the request until the busy state has been seen, so the check never races the server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/signin', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/app$/);
    await expect(toast(page, 'Welcome back!')).toBeVisible();
    await expect(toast(page, 'Successfully signed in to Sankofa')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /Discover/ })).toBeVisible();
    await expectShellNavigation(page, testInfo);
    await expectNoSeriousA11yViolations(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Discover/ })).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);
    await expectShellNavigation(page, testInfo);
  });

  test('a wrong password shows the rewritten credentials message', async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto('/signin');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(`${user.password}-nope`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page.getByRole('main').getByRole('alert')).toHaveText(WRONG);
    await expect(toast(page, 'Sign In Error')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, { include: ['main form'] });
  });

  test('an unknown address gets the same message as a wrong password', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill(`nobody-${crypto.randomUUID()}@example.test`);
    await page.getByLabel('Password', { exact: true }).fill('Kente-weave-4-ever');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(WRONG);
  });

  test('checks the e-mail on blur and requires a password', async ({ page }) => {
    await page.goto('/signin');
    const email = page.getByLabel('Email');
    await email.fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).focus();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('ama@example.test');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter your password');
    await expect(page).toHaveURL(/\/signin$/);
  });
});
