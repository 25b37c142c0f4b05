import { expect, type Page, type TestInfo } from '@playwright/test';

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** The main navigation the current width shows: bottom tab bar on phones, top navigation on desktop. */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Toasts are announced in the 'Notifications' region, outside <main>; find one by its text. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: /^Notifications/ }).getByText(text, { exact: typeof text === 'string' });
}

export async function expectShellNavigation(page: Page, testInfo: TestInfo): Promise<void> {
  const nav = mainNav(page);
  await expect(nav).toBeVisible();
  for (const label of ['Discover', 'Stream', 'Messages', 'Profile']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  const banner = page.getByRole('banner');
  if (isPhone(testInfo)) {
    // The tab bar sits at the bottom of the screen, outside the header.
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const box = await nav.boundingBox();
    const viewportHeight = page.viewportSize()?.height ?? 0;
    expect(box, 'the tab bar has a size').not.toBeNull();
    expect(box!.y + box!.height).toBeCloseTo(viewportHeight, 0);
  } else {
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
}
