import { expect, test } from '@playwright/test';

test.describe('served documents', () => {
  test('the landing page arrives rendered, compressed, and hydrates without errors', async ({ page, request }) => {
    const res = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding']).toMatch(/br|gzip/);
    const html = await res.text();
    // The hero is in the document itself, before any script runs.
    expect(html).toContain('Cultured in Connection');
    expect(html).toMatch(/<a[^>]*href="\/onboarding"[^>]*>Create account/);
    // The app bundle waits for the page to load (boot.js), so the first view never waits for it.
    expect(html).toMatch(/<script defer src="\/boot.js" data-entry="\/assets\/index-[^"]+\.js"/);

    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/');
    const menu = page.getByRole('button', { name: /menu/i });
    await expect(async () => {
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('link', { name: 'Join Now' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('other paths get the app shell and the router decides', async ({ request }) => {
    const html = await (await request.get('/about')).text();
    expect(html).toContain('<div id="root"></div>');
  });
});
