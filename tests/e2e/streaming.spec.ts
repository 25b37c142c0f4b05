import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { uniqueName } from './support/match.ts';
import { toast } from './support/shell.ts';
import {
  chatInput,
  deviceToggle,
  expectVideoPlaying,
  liveChat,
  openStreaming,
  personWithDevices,
  streamCard,
  streamingTab,
} from './support/streaming.ts';

const main = (page: Page) => page.getByRole('main');
/** The host's live stats announce 'Live, n viewer(s)' for screen readers. */
const hostStats = (page: Page, viewers: number) =>
  main(page)
    .getByRole('status')
    .filter({ hasText: new RegExp(`^Live, ${viewers} viewers?$`) });
const viewersLabel = (n: number) => `${n} ${n === 1 ? 'viewer' : 'viewers'}`;

test.describe('live streaming', () => {
  // Two people, each with a fake camera stream and a peer connection, on two shared cores.
  test.describe.configure({ timeout: 150_000 });

  test('a host goes live, a viewer watches with live counts and chat, and the end reaches the viewer', async ({
    browser,
    baseURL,
  }) => {
    const [amaName, kofiName] = [uniqueName('Ama Serwaa'), uniqueName('Kofi Boateng')];
    const title = `Highlife evening ${crypto.randomUUID().slice(0, 6)}`;
    const host = await personWithDevices(browser, baseURL, { displayName: amaName });
    const viewer = await personWithDevices(browser, baseURL, {
      displayName: kofiName,
      gender: 'man',
      interestedIn: 'women',
    });
    const hostPage = host.page;
    const viewerPage = viewer.page;
    // A second tab of the viewer stays on Discover Streams to watch the card change live.
    const lobby = await viewerPage.context().newPage();

    try {
      await openStreaming(viewerPage);
      await expect(main(viewerPage).getByRole('heading', { name: 'Premium Live Events' })).toBeVisible();
      await expectNoSeriousA11yViolations(viewerPage);
      await openStreaming(lobby);

      // The host turns the camera and microphone on, names the stream and goes live.
      await openStreaming(hostPage);
      await streamingTab(hostPage, 'Go Live').click();
      await expect(streamingTab(hostPage, 'Go Live')).toHaveAttribute('aria-selected', 'true');
      const goLive = main(hostPage).getByRole('button', { name: 'Go Live', exact: true });
      await expect(goLive).toBeDisabled();
      await expectNoSeriousA11yViolations(hostPage);
      await deviceToggle(hostPage, 'Camera').click();
      await expect(toast(hostPage, 'Camera enabled')).toBeVisible();
      await expect(deviceToggle(hostPage, 'Camera')).toHaveAttribute('aria-pressed', 'true');
      await deviceToggle(hostPage, 'Microphone').click();
      await expect(toast(hostPage, 'Microphone enabled')).toBeVisible();
      await expect(deviceToggle(hostPage, 'Microphone')).toHaveAttribute('aria-pressed', 'true');
      await main(hostPage).getByLabel('Stream title').fill(title);
      await main(hostPage).getByLabel('Category').selectOption({ label: 'Music' });
      await expect(goLive).toBeEnabled();
      await goLive.click();
      await expect(toast(hostPage, 'Stream started!')).toBeVisible();
      await expect(hostStats(hostPage, 0)).toBeAttached();
      await expectNoSeriousA11yViolations(hostPage);

      // The card appears on Discover Streams without a reload, with nobody watching yet.
      const card = streamCard(viewerPage, title);
      await expect(card).toBeVisible();
      await expect(card).toContainText(amaName);
      await expect(card).toContainText('Music');
      await expect(card.getByText(viewersLabel(0), { exact: true })).toBeVisible();
      await expect(streamCard(lobby, title).getByText(viewersLabel(0), { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(viewerPage);

      // Watch: the host's video plays, and everyone sees one viewer.
      await card.getByRole('button', { name: 'Watch' }).click();
      await expect(viewerPage).toHaveURL(/\/app\/streaming\/[0-9a-f-]{36}$/);
      await expect(main(viewerPage).getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main(viewerPage)).toContainText(amaName);
      const video = main(viewerPage).getByLabel(`Live video from ${amaName}`);
      await expectVideoPlaying(video);
      await expect(main(viewerPage).getByText('Joining stream...')).toBeHidden();
      await expect(main(viewerPage).getByText('1 viewer', { exact: true })).toBeVisible();
      await expect(hostStats(hostPage, 1)).toBeAttached();
      await expect(streamCard(lobby, title).getByText(viewersLabel(1), { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(viewerPage);

      // Chat both ways.
      await chatInput(viewerPage).fill('  Akwaaba from Kumasi!  ');
      await chatInput(viewerPage).press('Enter');
      await expect(chatInput(viewerPage)).toHaveValue('');
      await expect(
        liveChat(viewerPage).getByRole('listitem').filter({ hasText: 'Akwaaba from Kumasi!' }),
      ).toContainText(kofiName);
      await expect(liveChat(hostPage).getByRole('listitem').filter({ hasText: 'Akwaaba from Kumasi!' })).toContainText(
        kofiName,
      );
      await chatInput(hostPage).fill('Thank you for joining, welcome!');
      await main(hostPage).getByRole('button', { name: 'Send chat message' }).click();
      await expect(liveChat(hostPage).getByText('Thank you for joining, welcome!')).toBeVisible();
      await expect(
        liveChat(viewerPage).getByRole('listitem').filter({ hasText: 'Thank you for joining, welcome!' }),
      ).toContainText(amaName);
      await expect(liveChat(viewerPage).getByRole('listitem')).toHaveCount(2);
      await expect(main(hostPage).getByRole('button', { name: 'Send the host a gift' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(hostPage);

      // A heart from the viewer.
      await main(viewerPage).getByRole('button', { name: 'Send the host a heart' }).click();
      await expect(toast(viewerPage, 'Heart sent!')).toBeVisible();
      await expect(liveChat(hostPage).getByRole('listitem').last()).toContainText(`${kofiName} sent a heart`);

      // A Rose for 10 tokens, paid from the balance the menu shows.
      const gift = main(viewerPage).getByRole('button', { name: 'Send the host a gift' });
      await gift.click();
      const gifts = viewerPage.getByRole('menu');
      await expect(gifts).toContainText(`You have ${viewer.user.profile.tokenBalance} tokens`);
      await expectNoSeriousA11yViolations(viewerPage, { include: ['[role="menu"]'] });
      await gifts.getByRole('menuitem', { name: /Rose/ }).click();
      await expect(toast(viewerPage, 'Gift sent!')).toBeVisible();
      await expect(liveChat(hostPage).getByRole('listitem').last()).toContainText(
        `${kofiName} sent a Rose (10 tokens)`,
      );
      await gift.click();
      await expect(viewerPage.getByRole('menu')).toContainText(
        `You have ${viewer.user.profile.tokenBalance - 10} tokens`,
      );
      await viewerPage.keyboard.press('Escape');
      await expect(viewerPage.getByRole('menu')).toBeHidden();

      // Leaving the page leaves the stream: back to nobody watching.
      await main(viewerPage).getByRole('link', { name: 'Back to streams' }).click();
      await expect(streamingTab(viewerPage, 'Discover Streams')).toHaveAttribute('aria-selected', 'true');
      await expect(hostStats(hostPage, 0)).toBeAttached();
      await expect(streamCard(lobby, title).getByText(viewersLabel(0), { exact: true })).toBeVisible();
      await expect(streamCard(viewerPage, title).getByText(viewersLabel(0), { exact: true })).toBeVisible();

      // Watching again, then the host ends the stream: the viewer is told, and the card goes.
      await streamCard(viewerPage, title).getByRole('button', { name: 'Watch' }).click();
      await expectVideoPlaying(main(viewerPage).getByLabel(`Live video from ${amaName}`));
      await expect(hostStats(hostPage, 1)).toBeAttached();
      await main(hostPage).getByRole('button', { name: 'End Stream' }).click();
      await expect(toast(hostPage, 'Stream ended')).toBeVisible();
      await expect(main(viewerPage).getByRole('heading', { level: 1, name: 'This stream has ended' })).toBeVisible();
      await expect(streamCard(lobby, title)).toHaveCount(0);
      await expectNoSeriousA11yViolations(viewerPage);
      await main(viewerPage).getByRole('link', { name: 'Discover Streams' }).click();
      await expect(streamingTab(viewerPage, 'Discover Streams')).toHaveAttribute('aria-selected', 'true');
      await expect(main(viewerPage).getByRole('heading', { name: 'Live now' })).toBeVisible();
      await expect(streamCard(viewerPage, title)).toHaveCount(0);
    } finally {
      await Promise.all([host.close(), viewer.close()]);
    }
  });

  test('without camera permission, turning the camera on says permission was denied', async ({ browser, baseURL }) => {
    const person = await personWithDevices(browser, baseURL, { displayName: uniqueName('Esi Quaye') }, []);
    try {
      const page = person.page;
      await openStreaming(page, 'Go Live');
      await deviceToggle(page, 'Camera').click();
      await expect(toast(page, 'Camera access failed')).toBeVisible();
      await expect(toast(page, "Permission denied. Please click 'Allow' for camera access.")).toBeVisible();
      await expect(deviceToggle(page, 'Camera')).toHaveAttribute('aria-pressed', 'false');
      await expect(main(page).getByRole('button', { name: 'Go Live', exact: true })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
    } finally {
      await person.close();
    }
  });
});
