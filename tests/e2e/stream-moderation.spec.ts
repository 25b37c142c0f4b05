import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { match, personElsewhere, uniqueName } from './support/match.ts';
import { onboardedUser } from './support/profile.ts';
import { realtimeReady } from './support/realtime.ts';
import { toast } from './support/shell.ts';
import { chatInput, hostGoesLive, liveChat, openStreaming, personWithDevices } from './support/streaming.ts';

const main = (page: Page) => page.getByRole('main');

test.describe('host stream moderation', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the host removes a viewer’s message for everyone, then removes the viewer, who is told and cannot come back', async ({
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'one journey is enough; the phone is the tighter layout');
    const [hostName, viewerName] = [uniqueName('Abena Owusu'), uniqueName('Kwesi Appiah')];
    const title = `Talking drums ${crypto.randomUUID().slice(0, 6)}`;
    const host = await personWithDevices(browser, baseURL, { displayName: hostName });
    const viewer = await personWithDevices(browser, baseURL, {
      displayName: viewerName,
      gender: 'man',
      interestedIn: 'women',
    });
    const shot = (page: Page, name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
    try {
      const streamId = await hostGoesLive(host, title);
      await openStreaming(viewer.page);
      await viewer.page.goto(`/app/streaming/${streamId}`);
      await expect(main(viewer.page).getByRole('heading', { level: 1, name: title })).toBeVisible();

      // A rude line from the viewer reaches the host, who takes it down: it goes for both.
      await chatInput(viewer.page).fill('This is a rude line');
      await chatInput(viewer.page).press('Enter');
      const rude = (page: Page) => liveChat(page).getByRole('listitem').filter({ hasText: 'This is a rude line' });
      await expect(rude(host.page)).toBeVisible();
      await rude(host.page)
        .getByRole('button', { name: `Moderate ${viewerName}'s message` })
        .click();
      const dialog = host.page.getByRole('dialog', { name: `Moderate ${viewerName}` });
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(host.page, { include: ['[role="dialog"]'] });
      await shot(host.page, 'host-moderation-dialog');
      await dialog.getByRole('button', { name: 'Remove message' }).click();
      await expect(toast(host.page, 'Message removed')).toBeVisible();
      await expect(rude(host.page)).toHaveCount(0);
      await expect(rude(viewer.page)).toHaveCount(0);

      // Then the viewer themself: they are told on the page and cannot come back.
      await chatInput(viewer.page).fill('Still here');
      await chatInput(viewer.page).press('Enter');
      const still = liveChat(host.page).getByRole('listitem').filter({ hasText: 'Still here' });
      await still.getByRole('button', { name: `Moderate ${viewerName}'s message` }).click();
      await host.page
        .getByRole('dialog')
        .getByRole('button', { name: `Remove ${viewerName} from stream` })
        .click();
      await expect(toast(host.page, `${viewerName} was removed from your stream`)).toBeVisible();
      const removed = main(viewer.page).getByRole('heading', { name: 'You were removed from this stream' });
      await expect(removed).toBeVisible();
      await expect(main(viewer.page)).toContainText('The host removed you from this stream.');
      await expect(main(viewer.page).getByLabel(`Live video from ${hostName}`)).toHaveCount(0);
      await expectNoSeriousA11yViolations(viewer.page);
      await shot(viewer.page, 'viewer-removed');
      await viewer.page.reload();
      await expect(removed).toBeVisible();
    } finally {
      await Promise.all([host.close(), viewer.close()]);
    }
  });
});

test.describe('contact details in a first message', () => {
  test('the sender is asked first and may send anyway; the recipient sees a safety tip beside it', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'one journey is enough; the phone is the tighter layout');
    const [ama, kofi] = [uniqueName('Ama Serwaa'), uniqueName('Kofi Boateng')];
    const a = await onboardedUser(page, { displayName: ama });
    const b = await personElsewhere(browser, baseURL, { displayName: kofi, gender: 'man', interestedIn: 'women' });
    try {
      await match(page, a, b.user);
      const ready = realtimeReady(page);
      await page.goto('/app/messages?tab=messages');
      await ready;
      await main(page)
        .getByRole('region', { name: 'Conversations' })
        .getByRole('button', { name: new RegExp(kofi) })
        .click();
      const composer = main(page).getByRole('textbox', { name: `Message ${kofi}` });
      await composer.fill('Add me on WhatsApp: 0803 123 4567');
      await composer.press('Enter');
      await expect(toast(page, 'Are you sure?')).toBeVisible();
      const prompt = page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('listitem')
        .filter({ hasText: 'Are you sure?' });
      await expect(prompt).toContainText('This looks like a phone number and a messaging or social media handle.');
      await page.screenshot({ path: testInfo.outputPath('sender-prompt.png') });
      await prompt.getByRole('button', { name: 'Send anyway' }).click();
      const log = main(page).getByRole('log', { name: `Messages with ${kofi}` });
      await expect(log.getByText('Add me on WhatsApp: 0803 123 4567')).toBeVisible();
      await expect(log.getByText('Failed to send')).toHaveCount(0);

      const bReady = realtimeReady(b.page);
      await b.page.goto('/app/messages?tab=messages');
      await bReady;
      await main(b.page)
        .getByRole('region', { name: 'Conversations' })
        .getByRole('button', { name: new RegExp(ama) })
        .click();
      const theirs = main(b.page).getByRole('log', { name: `Messages with ${ama}` });
      await expect(theirs.getByText('Add me on WhatsApp: 0803 123 4567')).toBeVisible();
      await expect(theirs.getByRole('note')).toContainText('Safety tip: take your time before moving to another app');
      await expectNoSeriousA11yViolations(b.page);
      await b.page.screenshot({ path: testInfo.outputPath('recipient-tip.png') });
    } finally {
      await b.close();
    }
  });
});
