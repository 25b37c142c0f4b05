import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type CDPSession, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { match, personElsewhere, uniqueName } from './support/match.ts';
import { startNotificationDaemon, type NotificationDaemon, type ShownNotice } from './support/notification-daemon.ts';
import { onboardedUser } from './support/profile.ts';

/**
 * Issue #22: the installable app. One lean journey on the phone: the manifest and its icons, an
 * installable page with a service worker in control from the second load, a push delivered to that
 * worker showing the right notice, a click on it opening the right chat (in the open tab, or in a new
 * one once that tab has gone to another site), and the offline page.
 */

const main = (page: Page) => page.getByRole('main');

/** The service worker's registration id, as DevTools knows it (for delivering a push to it). */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/**
 * A push, as the push service hands it to the worker, once everything that shows its notice is ready:
 * the worker active, the notification permission granted, and Chromium connected to the system's
 * notification server. `shown` resolves with the notice as the system shows it.
 */
async function deliverPush(
  page: Page,
  cdp: CDPSession,
  desktop: NotificationDaemon,
  target: { origin: string; registrationId: string },
  push: { title: string; body: string; tag: string; url: string },
): Promise<{ shown: Promise<ShownNotice> }> {
  await desktop.connected();
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
    .toBe('activated');
  await expect.poll(() => page.evaluate(() => Notification.permission)).toBe('granted');
  // Waiting starts before the push, so the notice cannot come and go unseen; the caller awaits it.
  const shown = desktop.noticeTitled(push.title);
  shown.catch(() => {});
  await cdp.send('ServiceWorker.deliverPushMessage', { ...target, data: JSON.stringify(push) });
  return { shown };
}

test('the app installs, a push opens the right chat, and offline it says so in our style', async ({
  browser,
  baseURL,
  launchOptions,
  viewport,
  userAgent,
  isMobile,
  hasTouch,
  deviceScaleFactor,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one journey is enough; the worker is the same on every screen');
  // Two members, a match, two pushes and an offline load: about a minute on a quiet machine.
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  // A profile on disk: Chromium offers no install in its incognito-like default contexts.
  const profile = mkdtempSync(path.join(tmpdir(), 'sankofa-pwa-'));
  // The system notices go to our own notification server, where the journey can click them.
  const desktop = await startNotificationDaemon();
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    env: { ...process.env, ...desktop.env() },
    baseURL,
    viewport,
    userAgent,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    // The manifest: our name, standalone from /app, icons of the sizes browsers ask for, maskable too.
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
      screenshots: Array<{ src: string; sizes: string; form_factor: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Sankofa',
      short_name: 'Sankofa',
      start_url: '/app',
      display: 'standalone',
    });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '192x192 maskable',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.headers()['content-type']).toBe('image/png');
    }
    // The install sheet's pictures of the deck (npm run pwa:screenshots), one per form factor.
    expect(manifest.screenshots.map((s) => `${s.form_factor} ${s.sizes}`)).toEqual([
      'narrow 780x1688',
      'wide 1280x800',
    ]);
    for (const shot of manifest.screenshots) {
      const res = await page.request.get(shot.src);
      expect(res.headers()['content-type']).toBe('image/png');
    }

    const ama = uniqueName('Ama Mensah');
    const me = await onboardedUser(page, { displayName: uniqueName('Efua Asante') });
    const friend = await personElsewhere(browser, baseURL, { displayName: ama, gender: 'man', interestedIn: 'women' });
    await match(page, me, friend.user);
    await friend.close();

    const cdp = await context.newCDPSession(page);
    const registration = registrationId(cdp, origin);
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    // From the second load on, the worker serves the page.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${origin}/sw.js`);

    // Settings → Notifications: the device's own switch, asking for nothing until it is turned on.
    await page.goto('/app/profile?tab=settings');
    const pushSwitch = main(page).getByRole('switch', { name: 'Push notifications on this device' });
    await expect(pushSwitch).toHaveAttribute('aria-checked', 'false');
    await expect(pushSwitch).toBeEnabled();
    await expect(main(page).getByRole('switch', { name: 'Friend requests', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await pushSwitch.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('settings-phone.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await pushSwitch.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('settings-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousA11yViolations(page);

    // A push, as the push service hands it to the worker: a notice for the message, tagged for its chat.
    await context.grantPermissions(['notifications'], { origin });
    const chat = `/app/messages?tab=messages&chat=${friend.user.profile.userId}`;
    const push = {
      title: `3 new messages from ${ama}`,
      body: 'See you at the festival',
      tag: `chat-${friend.user.profile.userId}`,
      url: chat,
    };
    const target = { origin, registrationId: await registration };
    const { shown } = await deliverPush(page, cdp, desktop, target, push);
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
            title: n.title,
            body: n.body,
            tag: n.tag,
            url: (n.data as { url: string }).url,
          })),
        ),
      )
      .toEqual([{ title: push.title, body: push.body, tag: push.tag, url: chat }]);
    // The notice reaches the system as the push said, and a click on it takes the open tab, wherever
    // it is, to that person's chat.
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    const notice = await shown;
    expect(notice.body).toContain(push.body);
    desktop.click(notice);
    await expect(page).toHaveURL(`${origin}${chat}`);
    await expect(main(page).getByRole('log', { name: `Messages with ${ama}` })).toBeVisible();
    await expect.poll(() => desktop.shown().length).toBe(0);

    // She leaves for another site in the same tab: a click opens the chat in a new tab. (A page left
    // this way can still be listed to the worker for a moment, hidden and refusing focus; the unit
    // test holds the worker to opening a new window then, which this browser cannot show on cue.)
    const later = { ...push, title: `A new message from ${ama}`, body: 'Are you coming?' };
    const second = await (await deliverPush(page, cdp, desktop, target, later)).shown;
    const elsewhere = new URL(baseURL!);
    elsewhere.hostname = '127.0.0.1';
    await page.goto(new URL('/api/health', elsewhere).href);
    const opened = context.waitForEvent('page');
    desktop.click(second);
    const chatTab = await opened;
    await expect(chatTab).toHaveURL(`${origin}${chat}`);
    await expect(main(chatTab).getByRole('log', { name: `Messages with ${ama}` })).toBeVisible();

    // Offline, a page load gets our offline page instead of the browser's error.
    await context.setOffline(true);
    await chatTab.reload();
    await expect(chatTab.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(chatTab.getByRole('link', { name: 'Try again' })).toBeVisible();
    await expectNoSeriousA11yViolations(chatTab);
    await chatTab.screenshot({ path: test.info().outputPath('offline-phone.png') });
    await chatTab.setViewportSize({ width: 1280, height: 800 });
    await chatTab.screenshot({ path: test.info().outputPath('offline-desktop.png') });
  } finally {
    await context.close();
    await desktop.stop();
    rmSync(profile, { recursive: true, force: true });
  }
});
