import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { buyPlanInSandbox } from './support/plans.ts';
import { onboardedUser } from './support/profile.ts';
import { toast } from './support/shell.ts';

// Help & Support on the Settings tab; Platinum's priority support (issue #8, decision 0016).
const card = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Help & Support' });

test.describe('support requests', () => {
  test('a member writes to support: a clear error first, then the message goes and the form empties; Platinum is answered first', async ({
    page,
  }) => {
    const me = await onboardedUser(page);
    await page.goto('/app/profile?tab=settings');
    const support = card(page);
    await expect(support).toBeVisible();
    await expect(support).not.toContainText('answered first');

    const message = support.getByLabel('Your message');
    await message.fill('Help me');
    await support.getByRole('button', { name: 'Send to support' }).click();
    await expect(support.getByRole('alert')).toHaveText('Please choose what your message is about');
    await support.getByLabel('What is it about?').selectOption({ label: 'Payments and plans' });
    await support.getByRole('button', { name: 'Send to support' }).click();
    await expect(support.getByRole('alert')).toHaveText('Please tell us a little more (at least 10 characters)');
    await expect(message).toHaveValue('Help me');
    await message.fill('My token pack did not arrive after paying.');
    await support.getByRole('button', { name: 'Send to support' }).click();
    await expect(toast(page, 'Message sent')).toBeVisible();
    await expect(page.getByText('Thanks, your message is with our team. We reply by e-mail.')).toBeVisible();
    await expect(message).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await buyPlanInSandbox(page, me.token, 'platinum');
    await page.reload();
    await expect(card(page)).toContainText('As a Platinum member, your requests are answered first.');
    await card(page).getByLabel('What is it about?').selectOption({ label: 'Safety or a member' });
    await card(page).getByLabel('Your message').fill('Someone keeps writing after I said no.');
    await card(page).getByRole('button', { name: 'Send to support' }).click();
    await expect(
      page.getByText(
        'Thanks, your message is with our team. As a Platinum member you are answered first; we reply by e-mail.',
      ),
    ).toBeVisible();
  });
});
