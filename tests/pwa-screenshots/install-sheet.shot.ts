import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { onboardedUser } from '../e2e/support/profile.ts';

/**
 * The install sheet shows what the app looks like: the deck on a phone (narrow) and on a desktop
 * (wide), as a new member sees it with the sample people. File names carry the size, which the
 * build reads into the manifest's `sizes`.
 */
const out = path.resolve(import.meta.dirname, '../../apps/web/public/screenshots');

const shots = [
  { form: 'narrow', width: 390, height: 844, scale: 2 },
  { form: 'wide', width: 1280, height: 800, scale: 1 },
] as const;

for (const shot of shots) {
  test(`the deck, ${shot.form}`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      deviceScaleFactor: shot.scale,
      isMobile: shot.form === 'narrow',
      hasTouch: shot.form === 'narrow',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await onboardedUser(page);
    await page.goto('/app');
    await expect(page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 })).toBeVisible({
      timeout: 20_000,
    });
    // Pictures and fonts settle before the picture is taken.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    mkdirSync(out, { recursive: true });
    await page.screenshot({
      path: path.join(out, `${shot.form}-${shot.width * shot.scale}x${shot.height * shot.scale}.png`),
    });
    await context.close();
  });
}
