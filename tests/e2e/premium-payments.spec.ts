import { expect, test, type Page } from '@playwright/test';
import { STARTING_TOKEN_GRANT, TOKEN_PACKS } from '@sankofa/contracts';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { onboardedUser } from './support/profile.ts';
import { toast } from './support/shell.ts';

/**
 * Issue #8, first increment: real purchases on the embedded sandbox (no Stripe keys), through the
 * same grant path a Stripe webhook takes.
 */
const main = (page: Page) => page.getByRole('main');
const balance = (page: Page) => main(page).getByTestId('token-balance');

test.describe('premium payments on the sandbox', () => {
  test('buying a token pack raises the balance by exactly the pack size', async ({ page }) => {
    await onboardedUser(page);
    await page.goto('/app/profile');
    await expect(balance(page)).toHaveText(String(STARTING_TOKEN_GRANT));

    await main(page).getByRole('button', { name: 'Buy Tokens' }).click();
    const pack = TOKEN_PACKS.tokens_550;
    await page
      .getByRole('dialog', { name: 'Buy Tokens' })
      .getByRole('button', { name: `Buy ${pack.tokens} tokens for $9.99` })
      .click();

    await expect(page).toHaveURL(/\/app\/checkout\/[0-9a-f-]{36}$/);
    await expect(page.getByText('Test payment — no money moves.')).toBeVisible();
    await expect(main(page).getByText(`${pack.tokens} tokens`, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await main(page).getByRole('button', { name: 'Pay $9.99 (test)' }).click();

    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(toast(page, 'Payment received')).toBeVisible();
    await expect(balance(page)).toHaveText(String(STARTING_TOKEN_GRANT + pack.tokens));
  });

  test('buying Gold shows the plan, its renewal date and Cancel anytime on the Premium tab', async ({ page }) => {
    await onboardedUser(page);
    await page.goto('/app/premium');
    await main(page).getByRole('button', { name: 'Choose Gold' }).click();

    await expect(page).toHaveURL(/\/app\/checkout\/[0-9a-f-]{36}$/);
    await expect(main(page).getByText('Gold plan (monthly)')).toBeVisible();
    await main(page).getByRole('button', { name: 'Pay $19.99 (test)' }).click();

    await expect(page).toHaveURL(/\/app\/premium$/);
    await expect(toast(page, 'Payment received')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Your plan: Gold' })).toBeVisible();
    await expect(main(page).getByText('Your current plan')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Choose Platinum' })).toBeDisabled();
    await expect(
      main(page).getByText(/^One plan at a time: you can choose another plan when Gold ends on \w+ \d{1,2}, \d{4}\.$/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/app/profile?tab=premium');
    const plan = main(page).getByTestId('current-plan');
    await expect(plan.getByRole('heading', { name: 'Your plan: Gold' })).toBeVisible();
    await expect(plan.getByText(/^Paid until \w+ \d{1,2}, \d{4} \(test plan, does not renew\)$/)).toBeVisible();
    await plan.getByRole('button', { name: 'Cancel anytime' }).click();
    await expect(plan.getByText(/^Cancelled: your benefits stay until /)).toBeVisible();
    await expect(plan.getByRole('heading', { name: 'Your plan: Gold' })).toBeVisible();
  });
});
