import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { toast } from './support/shell.ts';
import { createUser, signInThroughForm } from './support/users.ts';

test('signing out from the header ends the session for good', async ({ page, request }) => {
  const user = await createUser(request);
  await signInThroughForm(page, user);
  await expect(page.getByRole('heading', { level: 1, name: /Discover/ })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(toast(page, 'Signed out')).toBeVisible();
  await expect(toast(page, 'See you soon on Sankofa')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The shell is closed to this browser now.
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();

  // A reload does not bring the session back.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  const refresh = await page.request.post('/api/auth/refresh');
  expect(refresh.status()).toBe(401);
});
