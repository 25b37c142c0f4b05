import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { match, personElsewhere, uniqueName } from './support/match.ts';
import { buyPlanInSandbox } from './support/plans.ts';
import { onboardedUser } from './support/profile.ts';
import { realtimeReady } from './support/realtime.ts';
import { toast } from './support/shell.ts';

const main = (page: Page) => page.getByRole('main');
const conversations = (page: Page) => main(page).getByRole('region', { name: 'Conversations' });
const row = (page: Page, name: string) => conversations(page).getByRole('button', { name: new RegExp(name) });
const chatLog = (page: Page, name: string) => main(page).getByRole('log', { name: `Messages with ${name}` });
const composer = (page: Page, name: string) => main(page).getByRole('textbox', { name: `Message ${name}` });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications: \d+ new/ });

/**
 * The open chat's own header (name, call buttons) is not under the sticky site header. On phones the
 * chat is scrolled to sit just below it, and focusing or typing in the composer must not push it up.
 */
async function expectChatBelowHeader(page: Page, name: string) {
  const [site, chat] = [
    await page.getByRole('banner').boundingBox(),
    await main(page).getByRole('region', { name }).boundingBox(),
  ];
  expect(site, 'the site header is on the page').not.toBeNull();
  expect(chat, 'the chat is on the page').not.toBeNull();
  expect(chat!.y, `the chat with ${name} starts below the site header`).toBeGreaterThanOrEqual(
    site!.y + site!.height - 0.5,
  );
}

async function openMessages(page: Page) {
  await page.goto('/app/messages?tab=messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Messages', exact: true })).toHaveAttribute('aria-selected', 'true');
}

test.describe('messaging', () => {
  test('two matched people chat live both ways, see unread counts, Seen only on Gold, and a gift costs the sender tokens', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two sign-ups, a match, a plan change and four accessibility scans: over a minute on a busy 2-core machine.
    test.setTimeout(120_000);
    const [ama, kofi] = [uniqueName('Ama Serwaa'), uniqueName('Kofi Boateng')];
    const a = await onboardedUser(page, { displayName: ama });
    const b = await personElsewhere(browser, baseURL, { displayName: kofi, gender: 'man', interestedIn: 'women' });
    await match(page, a, b.user);
    // Read receipts ('Seen') are Gold and above (decision 0013): Ama has Gold, Kofi is Free.
    await buyPlanInSandbox(page, a.token, 'gold');

    // Kofi waits on Discover: the message reaches him there, with a toast and the bell.
    const bReady = realtimeReady(b.page);
    await b.page.goto('/app');
    await expect(b.page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await bReady;
    await expectNoSeriousA11yViolations(b.page);

    const aReady = realtimeReady(page);
    await openMessages(page);
    await aReady;
    await expect(row(page, kofi)).toContainText('You matched! Send a message.');
    await expect(row(page, kofi)).toContainText('Match');
    await expectNoSeriousA11yViolations(page);

    await row(page, kofi).click();
    await expect(chatLog(page, kofi)).toContainText('You matched! Send a message.');
    const send = main(page).getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await composer(page, kofi).fill('   ');
    await expect(send).toBeDisabled();
    await expectChatBelowHeader(page, kofi);
    await composer(page, kofi).fill('Akwaaba! Which highlife band do you love most?');
    // Typing, and keyboard focus on the composer's last control, scroll the page to show them: the
    // chat's header stays in view all the same.
    await expectChatBelowHeader(page, kofi);
    await page.keyboard.press('Tab');
    await expect(send).toBeFocused();
    await expectChatBelowHeader(page, kofi);
    await composer(page, kofi).press('Enter');
    await expect(composer(page, kofi)).toHaveValue('');
    await expect(chatLog(page, kofi).getByText('Akwaaba! Which highlife band do you love most?')).toBeVisible();
    // Live on the other side: a toast (looked for before the slow axe pass below, since it fades
    // after a few seconds), the bell, and an unread badge in the list.
    await expect(toast(b.page, `New message from ${ama}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(bell(b.page)).not.toHaveAccessibleName('Notifications: 0 new');
    await bell(b.page).click();
    await expect(b.page).toHaveURL(/\/app\/notifications$/);
    await b.page
      .getByRole('main')
      .getByRole('link', { name: /^1 unread message/ })
      .click();
    await expect(b.page).toHaveURL(/\/app\/messages\?tab=messages$/);
    await expect(row(b.page, ama)).toContainText('Akwaaba! Which highlife band do you love most?');
    await expect(row(b.page, ama)).toContainText('1 unread');
    await expectNoSeriousA11yViolations(b.page);

    // Opening the chat reads it: the badge and the bell clear, and Ama sees 'Seen' live.
    await row(b.page, ama).click();
    await expect(chatLog(b.page, ama).getByText('Akwaaba! Which highlife band do you love most?')).toBeVisible();
    await expect(chatLog(page, kofi).getByText('Seen', { exact: true })).toBeVisible();
    await expect(bell(b.page)).toHaveAccessibleName('Notifications: 0 new');

    // Typing shows on the other side; the reply arrives live and is read a moment later.
    await composer(b.page, ama).fill('Hello Ama! Amakye Dede, always.');
    await expect(main(page).getByText(`${kofi} is typing…`)).toBeVisible();
    await b.page.getByRole('main').getByRole('button', { name: 'Send message' }).click();
    await expect(chatLog(page, kofi).getByText('Hello Ama! Amakye Dede, always.')).toBeVisible();
    await expect(main(page).getByText(`${kofi} is typing…`)).toBeHidden();
    // Ama's open chat reads the reply, but Kofi's Free plan gets no 'Seen' from the server.
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/conversations/${b.user.profile.userId}`, {
          headers: { authorization: `Bearer ${a.token}` },
        });
        return ((await res.json()) as { unreadCount: number }).unreadCount;
      })
      .toBe(0);
    await expect(chatLog(b.page, ama).getByText('Seen', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(b.page);

    // A heart, then a Rose for 10 tokens.
    await main(page)
      .getByRole('button', { name: `Send ${kofi} a heart` })
      .click();
    await expect(toast(page, 'Heart sent!')).toBeVisible();
    await expect(chatLog(b.page, ama).getByText('Sent a heart')).toBeVisible();
    await main(page)
      .getByRole('button', { name: `Send ${kofi} a gift` })
      .click();
    const gifts = page.getByRole('menu');
    await expect(gifts).toContainText(`You have ${a.profile.tokenBalance} tokens`);
    await expectNoSeriousA11yViolations(page, { include: ['[role="menu"]'] });
    await gifts.getByRole('menuitem', { name: /Rose/ }).click();
    await expect(toast(page, 'Gift sent!')).toBeVisible();
    await expect(chatLog(page, kofi).getByRole('listitem').last()).toContainText('Rose');
    await expect(chatLog(page, kofi).getByRole('listitem').last()).toContainText('10 tokens');
    await expect(chatLog(b.page, ama).getByRole('listitem').last()).toContainText('Rose');

    await page.goto('/app/profile');
    await expect(main(page).getByTestId('token-balance')).toHaveText(String(a.profile.tokenBalance - 10));
    await expectNoSeriousA11yViolations(page);
    await b.page.goto('/app/profile');
    await expect(main(b.page).getByTestId('token-balance')).toHaveText(String(b.user.profile.tokenBalance + 10));
    await b.close();
  });

  test(
    'a gift beyond the balance is not sent, says why, and can be retried',
    { tag: '@phone-only' },
    async ({ page, browser, baseURL }) => {
      const [esi, yaw] = [uniqueName('Esi Quaye'), uniqueName('Yaw Mensah')];
      const a = await onboardedUser(page, { displayName: esi });
      const b = await personElsewhere(browser, baseURL, { displayName: yaw, gender: 'man', interestedIn: 'women' });
      await match(page, a, b.user);
      expect(a.profile.tokenBalance).toBe(100);

      const ready = realtimeReady(page);
      await page.goto(`/app/messages?tab=messages&chat=${b.user.profile.userId}`);
      await ready;
      await expect(chatLog(page, yaw)).toBeVisible();

      await main(page)
        .getByRole('button', { name: `Send ${yaw} a gift` })
        .click();
      await page.getByRole('menuitem', { name: /Diamond/ }).click();
      await expect(toast(page, 'Gift sent!')).toBeVisible();
      await main(page)
        .getByRole('button', { name: `Send ${yaw} a gift` })
        .click();
      await page.getByRole('menuitem', { name: /Rose/ }).click();
      await expect(toast(page, 'Failed to send message')).toBeVisible();
      await expect(toast(page, 'A Rose costs 10 tokens and you have 0. Nothing was sent.')).toBeVisible();
      const failed = chatLog(page, yaw).getByRole('listitem').last();
      await expect(failed).toContainText('Not sent');
      await expectNoSeriousA11yViolations(page);

      await failed.getByRole('button', { name: 'Retry sending' }).click();
      await expect(failed).toContainText('Not sent');
      await expect(chatLog(page, yaw).getByRole('listitem')).toHaveCount(2);

      // A reload keeps what was not sent, still with its Retry.
      const again = realtimeReady(page);
      await page.reload();
      await again;
      const kept = chatLog(page, yaw).getByRole('listitem').last();
      await expect(kept).toContainText('Not sent');
      await expect(kept.getByRole('button', { name: 'Retry sending' })).toBeVisible();
      await expect(chatLog(page, yaw).getByRole('listitem')).toHaveCount(2);
      await b.close();
    },
  );

  test(
    'after the connection drops, the open chat catches up with what was sent meanwhile',
    { tag: '@phone-only' },
    async ({ page, browser, baseURL }) => {
      const [akua, kojo] = [uniqueName('Akua Mensah'), uniqueName('Kojo Antwi')];
      const a = await onboardedUser(page, { displayName: akua });
      const b = await personElsewhere(browser, baseURL, { displayName: kojo, gender: 'man', interestedIn: 'women' });
      await match(page, a, b.user);

      // The page's socket goes through a route that can drop it and hold back the reconnection.
      let opened = 0;
      let releaseReconnect = () => {};
      const reconnectReleased = new Promise<void>((resolve) => (releaseReconnect = resolve));
      const sockets: { close: () => Promise<void> }[] = [];
      await page.routeWebSocket(/\/api\/realtime$/, async (ws) => {
        if (++opened > 1) await reconnectReleased;
        ws.connectToServer();
        sockets.push({ close: () => ws.close({ code: 4000, reason: 'test drop' }) });
      });

      const ready = realtimeReady(page);
      await page.goto(`/app/messages?tab=messages&chat=${b.user.profile.userId}`);
      await ready;
      await expect(chatLog(page, kojo)).toContainText('You matched! Send a message.');
      const sendFromKojo = async (text: string) => {
        const sent = await b.page.request.post(`/api/conversations/${a.profile.userId}/messages`, {
          headers: { authorization: `Bearer ${b.user.token}` },
          data: { kind: 'text', clientId: crypto.randomUUID(), text },
        });
        expect(sent.status(), await sent.text()).toBe(200);
      };
      await sendFromKojo('Are you watching the match?');
      await expect(chatLog(page, kojo).getByText('Are you watching the match?')).toBeVisible();

      await sockets[0]!.close();
      await sendFromKojo('Did you see the Black Stars score?');
      await expect.poll(() => opened).toBeGreaterThan(1);
      await expect(chatLog(page, kojo).getByText('Did you see the Black Stars score?')).toHaveCount(0);

      // The held chat resumes from its last message in the one batch request for every held chat.
      const caughtUp = page.waitForRequest(
        (r) => r.method() === 'POST' && r.url().endsWith('/api/conversations/catch-up'),
      );
      releaseReconnect();
      expect((await caughtUp).postDataJSON()).toEqual({ conversations: [{ userId: b.user.profile.userId, after: 1 }] });
      await expect(chatLog(page, kojo).getByText('Did you see the Black Stars score?')).toBeVisible();
      await expect(chatLog(page, kojo).getByRole('listitem')).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await b.close();
    },
  );

  test(
    'a first message handed over from the match dialog is sent once, also across a reload',
    { tag: '@phone-only' },
    async ({ page, browser, baseURL }) => {
      const [abena, kwesi] = [uniqueName('Abena Darko'), uniqueName('Kwesi Appiah')];
      const a = await onboardedUser(page, { displayName: abena });
      const b = await personElsewhere(browser, baseURL, { displayName: kwesi, gender: 'man', interestedIn: 'women' });
      await match(page, a, b.user);

      await openMessages(page);
      // What the match dialog does: navigate here with the person and the words typed.
      const handOver = (state: unknown) =>
        page.evaluate((usr) => {
          window.history.pushState(
            { usr, key: crypto.randomUUID(), idx: (window.history.state?.idx ?? 0) + 1 },
            '',
            '/app/messages',
          );
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        }, state);

      await handOver({ selectedUser: { userId: 'demo-3', displayName: 'Sample person', photoUrl: null } });
      await expect(toast(page, 'Messaging is only available with real users.')).toBeVisible();

      await handOver({
        selectedUser: { userId: b.user.profile.userId, displayName: kwesi, photoUrl: null },
        initialMessage: 'Hello! I love your jollof recipe.',
      });
      const first = chatLog(page, kwesi).getByText('Hello! I love your jollof recipe.');
      await expect(first).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`chat=${b.user.profile.userId}`));
      await expect(chatLog(page, kwesi).getByText('Seen', { exact: true })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      await page.reload();
      await expect(first).toBeVisible();
      await expect(first).toHaveCount(1);
      const history = await page.request.get(`/api/conversations/${b.user.profile.userId}/messages`, {
        headers: { authorization: `Bearer ${a.token}` },
      });
      expect((await history.json()).messages).toHaveLength(1);
      await b.close();
    },
  );

  test('blocking from the chat closes it, removes the conversation and stops the other person writing', async ({
    page,
    browser,
    baseURL,
  }) => {
    const [esi, yaw] = [uniqueName('Esi Quaye'), uniqueName('Yaw Mensah')];
    const a = await onboardedUser(page, { displayName: esi });
    const b = await personElsewhere(browser, baseURL, { displayName: yaw, gender: 'man', interestedIn: 'women' });
    await match(page, a, b.user);

    await openMessages(page);
    await row(page, yaw).click();
    await expect(chatLog(page, yaw)).toContainText('You matched! Send a message.');
    await main(page)
      .getByRole('button', { name: `More actions for ${yaw}` })
      .click();
    await page.getByRole('menuitem', { name: `Block ${yaw}` }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${yaw}?` });
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await dialog.getByRole('button', { name: `Block ${yaw}` }).click();
    await expect(chatLog(page, yaw)).toBeHidden();
    await expect(main(page).getByText('No conversations yet')).toBeVisible();

    const refused = await b.page.request.post(`/api/conversations/${a.profile.userId}/messages`, {
      headers: { authorization: `Bearer ${b.user.token}` },
      data: { kind: 'text', clientId: crypto.randomUUID(), text: 'Are you there?' },
    });
    expect(refused.status()).toBe(403);
    await b.close();
  });
});
