import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { personElsewhere, uniqueName } from './support/match.ts';
import { onboardedUser } from './support/profile.ts';
import { toast } from './support/shell.ts';

const main = (page: Page) => page.getByRole('main');
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications: \d+ new/ });
const chatLog = (page: Page, name: string) => main(page).getByRole('log', { name: `Messages with ${name}` });

test.describe('message before matching', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a Free member is pointed to Platinum; after buying it the header shows the plan, she writes first and he replies', async ({
    page,
    browser,
    baseURL,
  }) => {
    const [amaName, kofiName] = [uniqueName('Ama Asante'), uniqueName('Kofi Mensah')];
    await onboardedUser(page, { displayName: amaName });
    const kofi = await personElsewhere(browser, baseURL, {
      displayName: kofiName,
      gender: 'man',
      interestedIn: 'women',
    });
    try {
      // Free: Message on a profile she has not matched names Platinum and offers the plans.
      await page.goto(`/app?profile=${kofi.user.profile.userId}`);
      await expect(bell(page)).toHaveAccessibleName(/^Notifications: \d+ new$/);
      const card = main(page).getByRole('article');
      await expect(card.getByRole('heading', { level: 2 })).toContainText(kofiName);
      await card.getByRole('button', { name: 'Message' }).click();
      await expect(toast(page, 'Messaging someone before you match is part of Platinum.')).toBeVisible();
      await page
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('button', { name: 'See plans' })
        .click();
      await expect(page).toHaveURL(/\/app\/premium$/);

      // Buying Platinum in the sandbox: the header names the plan as soon as the purchase is confirmed.
      await main(page).getByRole('button', { name: 'Choose Platinum' }).click();
      await expect(page).toHaveURL(/\/app\/checkout\/[0-9a-f-]{36}$/);
      await main(page).getByRole('button', { name: 'Pay $34.99 (test)' }).click();
      await expect(page).toHaveURL(/\/app\/premium$/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Platinum plan' })).toHaveText('Platinum');
      await expect(bell(page)).toHaveAccessibleName(/^Notifications: \d+ new$/);
      await page.screenshot({ path: test.info().outputPath('plan-chip.png') });
      await expectNoSeriousA11yViolations(page);

      // Platinum: Message opens a box for the first message; sending it opens the chat in Messages.
      await page.goto(`/app?profile=${kofi.user.profile.userId}`);
      await main(page).getByRole('article').getByRole('button', { name: 'Message' }).click();
      const box = page.getByRole('dialog', { name: `Message ${kofiName}` });
      await box
        .getByRole('textbox', { name: 'Your first message' })
        .fill('Your kente photos are beautiful. Where were they taken?');
      await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
      await box.getByRole('button', { name: 'Send message' }).click();
      await expect(page).toHaveURL(/\/app\/messages\?tab=messages&chat=/);
      await expect(
        chatLog(page, kofiName).getByText('Your kente photos are beautiful. Where were they taken?'),
      ).toBeVisible();

      // Kofi (Free) sees it in Messages, labelled Direct, and replies.
      await kofi.page.goto('/app/messages?tab=messages');
      const row = main(kofi.page)
        .getByRole('region', { name: 'Conversations' })
        .getByRole('button', { name: new RegExp(amaName) });
      await expect(row).toContainText('Direct');
      await row.click();
      await expect(
        chatLog(kofi.page, amaName).getByText('Your kente photos are beautiful. Where were they taken?'),
      ).toBeVisible();
      await main(kofi.page)
        .getByRole('textbox', { name: `Message ${amaName}` })
        .fill('Thank you! In Bonwire, near Kumasi.');
      await main(kofi.page)
        .getByRole('textbox', { name: `Message ${amaName}` })
        .press('Enter');
      await expect(chatLog(page, kofiName).getByText('Thank you! In Bonwire, near Kumasi.')).toBeVisible();
      await expectNoSeriousA11yViolations(kofi.page);
    } finally {
      await kofi.close();
    }
  });
});
