import { expect, test, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { onboardedUser } from './support/profile.ts';

/**
 * Issue #24: while the server cannot serve (here every API answer is a 503 "service_unavailable", as
 * during a database outage), the app says so calmly, keeps the page, and recovers by itself when
 * the server is back: no reload, no click.
 */
test('a database outage shows a calm "trouble connecting" line that goes away by itself', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'the same banner on both; the phone is the tighter layout');
  await onboardedUser(page);
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Abena Owusu' }).first()).toBeVisible();

  const outage = async (route: Route) =>
    route.fulfill({
      status: 503,
      headers: { 'retry-after': '5', 'content-type': 'application/json' },
      body: JSON.stringify({
        error: {
          code: 'service_unavailable',
          message: 'We are having trouble connecting right now. Please try again in a few seconds.',
        },
      }),
    });
  await page.route('**/api/**', outage);
  // A screen whose data comes from the server: Messages asks for the conversation list.
  await page.getByRole('link', { name: 'Messages' }).first().click();
  const banner = page.locator('[data-connection-trouble]');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("We're having trouble connecting.");
  await page.screenshot({ path: testInfo.outputPath('trouble-connecting.png') });
  await expectNoSeriousA11yViolations(page);

  await page.unroute('**/api/**', outage);
  // The tab's own readiness probe notices the server is back, and the line goes.
  await expect(banner).toBeHidden({ timeout: 15_000 });
});
