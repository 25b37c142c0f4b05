import { test, type Page } from '@playwright/test';
import { onboardedUser } from './support/profile.ts';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/shots/${test.info().project.name}-${name}.png`, fullPage: true });

test('payments screens', async ({ page }) => {
  await onboardedUser(page);
  await page.goto('/app/premium');
  await page.waitForTimeout(800);
  await shot(page, '1-premium');
  await page.getByRole('main').getByRole('button', { name: 'Choose Gold' }).click();
  await page.waitForURL(/checkout/);
  await page.waitForTimeout(800);
  await shot(page, '2-checkout');
  await page.getByRole('main').getByRole('button', { name: 'Pay $19.99 (test)' }).click();
  await page.waitForURL(/\/app\/premium$/);
  await page.waitForTimeout(1200);
  await shot(page, '3-premium-gold');
  await page.getByRole('main').getByRole('button', { name: /Choose Platinum/ }).click().catch(() => {});
  await page.waitForTimeout(1200);
  await shot(page, '4-choose-platinum-while-gold');
  await page.goto('/app/profile?tab=premium');
  await page.waitForTimeout(1200);
  await shot(page, '5-profile-premium');
  await page.goto('/app/profile');
  await page.getByRole('main').getByRole('button', { name: 'Buy Tokens' }).click();
  await page.waitForTimeout(800);
  await shot(page, '6-buy-tokens');
});
