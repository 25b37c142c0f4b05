import { expect, test, type Page } from '@playwright/test';
import { expectFitsScreen, expectNoSeriousA11yViolations } from './support/axe.ts';
import { match, personElsewhere, uniqueName } from './support/match.ts';
import { onboardedUser, type OnboardedUser } from './support/profile.ts';
import { realtimeReady } from './support/realtime.ts';

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications: \d+ new/ });
const list = (page: Page) => page.getByRole('main').getByRole('list', { name: 'Notifications, newest first' });

async function as(page: Page, who: OnboardedUser, method: 'post', url: string, data: object) {
  const res = await page.request[method](url, { headers: { authorization: `Bearer ${who.token}` }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

test.describe('notifications', () => {
  test('the bell counts what happened live, and its list shows who did what, newest first, and opens each', async ({
    page,
    browser,
    baseURL,
  }) => {
    const [ama, kofi, esi] = [uniqueName('Ama Serwaa'), uniqueName('Kofi Boateng'), uniqueName('Esi Mensah')];
    const me = await onboardedUser(page, { displayName: ama });
    const asker = await personElsewhere(browser, baseURL, { displayName: kofi, gender: 'man', interestedIn: 'women' });
    const host = await personElsewhere(browser, baseURL, { displayName: esi });

    const ready = realtimeReady(page);
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await ready;
    await expect(bell(page)).toHaveAccessibleName(/^Notifications: 0 new/);

    // Each event reaches the bell live, without a reload.
    await as(page, asker.user, 'post', '/api/friends/requests', { userId: me.profile.userId });
    await expect(bell(page)).toHaveAccessibleName(/^Notifications: 1 new/);
    await match(page, me, host.user);
    await expect(bell(page)).toHaveAccessibleName(/^Notifications: 2 new/);
    await as(page, host.user, 'post', '/api/streams', { title: 'Highlife night' });
    await expect(bell(page)).toHaveAccessibleName(/^Notifications: 3 new/);

    await bell(page).click();
    await expect(page).toHaveURL(/\/app\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    const entries = list(page).getByRole('link');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toHaveAccessibleName(new RegExp(`^New: ${esi} is live now: Highlife night`));
    await expect(entries.nth(1)).toHaveAccessibleName(new RegExp(`^New: ${esi} matched with you`));
    await expect(entries.nth(2)).toHaveAccessibleName(new RegExp(`^New: ${kofi} sent you a friend request`));
    // Opening the list read them: the bell clears while the entries keep their mark for this visit.
    await expect(bell(page)).toHaveAccessibleName(/^Notifications: 0 new/);
    await expectFitsScreen(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('notifications.png') });

    await entries.nth(2).click();
    await expect(page).toHaveURL(/\/app\/messages\?tab=friends$/);
    // The request itself, which only the friends page shows (the list may linger while it loads).
    await expect(
      page.getByRole('main').getByRole('button', { name: `Accept friend request from ${kofi}` }),
    ).toBeVisible();

    // Read, they stay listed without the mark; the stream's entry opens its watch page.
    await page.goBack();
    await expect(list(page).getByRole('link').nth(2)).toHaveAccessibleName(
      new RegExp(`^${kofi} sent you a friend request`),
    );
    await list(page).getByRole('link').nth(0).click();
    await expect(page).toHaveURL(/\/app\/streaming\/[0-9a-f-]{36}$/);

    await Promise.all([asker.close(), host.close()]);
  });

  test('a member with nothing yet is told what will appear', async ({ page }) => {
    await onboardedUser(page, { displayName: uniqueName('Abena Owusu') });
    await page.goto('/app/notifications');
    await expect(page.getByRole('heading', { level: 2, name: 'Nothing new yet' })).toBeVisible();
    await expectFitsScreen(page);
    await expectNoSeriousA11yViolations(page);
  });
});
