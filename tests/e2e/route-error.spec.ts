import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

/**
 * After a deploy, an open tab asks for chunks of the old build; the server answers such a path with
 * the app shell (HTML), which the browser refuses as a module. Played here by answering the About
 * page's chunk that way.
 */
async function goneAfterDeploy(page: Page, chunk: RegExp): Promise<() => Promise<void>> {
  const handler = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>app</title>' });
  await page.route(chunk, handler);
  return () => page.unroute(chunk, handler);
}

test.describe('a page whose code is gone', () => {
  test('reloads once, then shows a calm page whose Reload brings the page back', async ({ page }) => {
    const restore = await goneAfterDeploy(page, /\/assets\/about-page-[^/]+\.js$/);
    let loads = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && new URL(r.url()).pathname === '/about') loads++;
    });

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Time for a refresh' })).toBeVisible();
    // The first failure reloaded the page once by itself; the second showed this page instead of looping.
    expect(loads).toBe(2);
    await expect(page.getByText(/has been updated since this page opened/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expectNoSeriousA11yViolations(page);

    await restore();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Time for a refresh' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loads).toBe(3);
  });
});
