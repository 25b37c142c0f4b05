import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { uniqueName } from './support/match.ts';
import { buyPlanInSandbox } from './support/plans.ts';
import { toast } from './support/shell.ts';
import {
  deviceToggle,
  expectVideoPlaying,
  openStreaming,
  personWithDevices,
  streamCard,
  streamingTab,
} from './support/streaming.ts';

const main = (page: Page) => page.getByRole('main');
const premiumToggle = (page: Page) =>
  main(page).getByRole('checkbox', { name: 'Premium event (Platinum members only)' });

test.describe('premium live events', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a Silver host marks a stream premium; a Free viewer sees the badge and the lock leading to plans, and watches once Platinum', async ({
    browser,
    baseURL,
  }) => {
    const [hostName, viewerName] = [uniqueName('Efua Mensah'), uniqueName('Yaw Darko')];
    const title = `Kora masterclass ${crypto.randomUUID().slice(0, 6)}`;
    const host = await personWithDevices(browser, baseURL, { displayName: hostName });
    const viewer = await personWithDevices(browser, baseURL, {
      displayName: viewerName,
      gender: 'man',
      interestedIn: 'women',
    });
    try {
      // A Free host sees the toggle switched off, with the reason and a way to the plans.
      await openStreaming(viewer.page, 'Go Live');
      await expect(premiumToggle(viewer.page)).toBeDisabled();
      await expect(
        main(viewer.page).getByText('Hosting premium events is part of Silver, Gold and Platinum.'),
      ).toBeVisible();
      await expect(main(viewer.page).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/app/premium');
      await expectNoSeriousA11yViolations(viewer.page);

      // The Silver host goes live with the stream marked premium.
      await buyPlanInSandbox(host.page, host.user.token, 'silver');
      await openStreaming(host.page, 'Go Live');
      await expect(premiumToggle(host.page)).toBeEnabled();
      await deviceToggle(host.page, 'Camera').click();
      await expect(deviceToggle(host.page, 'Camera')).toHaveAttribute('aria-pressed', 'true');
      await main(host.page).getByLabel('Stream title').fill(title);
      await premiumToggle(host.page).check();
      await expectNoSeriousA11yViolations(host.page);
      await main(host.page).getByRole('button', { name: 'Go Live', exact: true }).click();
      await expect(toast(host.page, 'Stream started!')).toBeVisible();

      // The Free viewer sees it listed with its badge; Watch explains the lock instead of joining.
      await openStreaming(viewer.page);
      await expect(streamingTab(viewer.page, 'Discover Streams')).toHaveAttribute('aria-selected', 'true');
      const card = streamCard(viewer.page, title);
      await expect(card.getByText('Premium', { exact: true })).toBeVisible();
      await card.getByRole('button', { name: 'Watch' }).click();
      const lock = viewer.page.getByRole('dialog', { name: 'Premium Live Event' });
      await expect(lock).toContainText(`“${title}” with ${hostName} is a premium live event for Platinum members.`);
      await expect(viewer.page).toHaveURL(/\/app\/streaming$/);
      await expectNoSeriousA11yViolations(viewer.page, { include: ['[role="dialog"]'] });
      await lock.getByRole('link', { name: 'See Platinum plans' }).click();
      await expect(viewer.page).toHaveURL(/\/app\/premium$/);

      // The banner's button leads to the plans too; the watch page itself shows the same lock.
      await openStreaming(viewer.page);
      await main(viewer.page).getByRole('button', { name: 'Unlock Premium Events' }).click();
      await expect(viewer.page).toHaveURL(/\/app\/premium$/);
      const streamId = (
        (await (
          await viewer.page.request.get('/api/streams', { headers: { authorization: `Bearer ${viewer.user.token}` } })
        ).json()) as {
          streams: Array<{ id: string; title: string }>;
        }
      ).streams.find((s) => s.title === title)!.id;
      await viewer.page.goto(`/app/streaming/${streamId}`);
      await expect(main(viewer.page).getByRole('heading', { level: 1, name: 'A Premium Live Event' })).toBeVisible();
      await expect(main(viewer.page).getByRole('link', { name: 'See Platinum plans' })).toBeVisible();
      await expect(main(viewer.page).getByRole('log', { name: 'Live chat messages' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(viewer.page);

      // With Platinum the same page plays the stream.
      await buyPlanInSandbox(viewer.page, viewer.user.token, 'platinum');
      await viewer.page.reload();
      await expectVideoPlaying(main(viewer.page).getByLabel(`Live video from ${hostName}`));
      await expect(main(viewer.page).getByText('Premium', { exact: true })).toBeVisible();
    } finally {
      await Promise.all([host.close(), viewer.close()]);
    }
  });
});
