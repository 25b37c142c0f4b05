import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { buyPlanInSandbox } from './support/plans.ts';
import { onboardedUser, type OnboardedUser } from './support/profile.ts';
import { toast } from './support/shell.ts';

// Discover filters (decision 0015): locked groups for Free, the cultural match filter for Gold.
type Overrides = Parameters<typeof onboardedUser>[1];
const tag = () => crypto.randomUUID().slice(0, 6);
const card = (page: Page) => page.getByRole('main').getByRole('article');
const cardHeading = (page: Page) => card(page).getByRole('heading', { level: 2 });
const deckCounter = (page: Page) => page.getByRole('main').getByText(/^Profile \d+ of \d+$/);

async function setInterests(page: Page, who: OnboardedUser, interests: string[]) {
  const res = await page.request.patch('/api/profile/me', {
    headers: { authorization: `Bearer ${who.token}` },
    data: { interests },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('discovery filters', () => {
  test('a Free member sees both filter groups locked, with the plan that opens each and See plans', async ({
    page,
  }) => {
    await onboardedUser(page, { displayName: `Free ${tag()}` } as Overrides);
    await page.goto('/app');
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    const cultural = dialog.getByRole('region', { name: 'Cultural match' });
    const advanced = dialog.getByRole('region', { name: 'Advanced' });
    await expect(cultural).toContainText('The cultural match filter is part of Gold and above');
    await expect(advanced).toContainText('Advanced filters are part of Platinum');
    await expect(cultural.getByRole('link', { name: 'See plans' })).toBeVisible();
    await expect(advanced.getByRole('link', { name: 'See plans' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Save filters/ })).toHaveCount(0);
    await expect(dialog.getByLabel('Minimum cultural match')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await cultural.getByRole('link', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/app\/premium$/);
  });

  test('a member buys Gold, sets a cultural filter, and the deck shows only the people who match', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = tag();
    const shared = `Adinkra ${t}`;
    // Everyone here is of gender 'other' and interested in everyone, without a position, so only
    // 'everyone' decks (this one among them) hold them.
    const who = { gender: 'other', interestedIn: 'everyone' } as Overrides;
    const efua = await onboardedUser(page, { ...who, displayName: `Efua ${t}` } as Overrides);
    await setInterests(page, efua, ['Highlife', shared]);

    const others = await browser.newContext();
    const otherPage = await others.newPage();
    const kweku = await onboardedUser(otherPage, { ...who, displayName: `Kweku ${t}` } as Overrides);
    await setInterests(otherPage, kweku, [shared.toLowerCase(), 'Drumming']);
    const nana = await onboardedUser(otherPage, { ...who, displayName: `Nana ${t}` } as Overrides);
    await setInterests(otherPage, nana, ['Chess']);
    await others.close();

    await buyPlanInSandbox(page, efua.token, 'gold');
    await page.goto('/app');
    await expect(cardHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    const cultural = dialog.getByRole('region', { name: 'Cultural match' });
    // Gold opens the cultural group; the advanced one still names Platinum.
    await expect(cultural.getByLabel('Minimum cultural match')).toBeVisible();
    await expect(
      dialog.getByRole('region', { name: 'Advanced' }).getByRole('link', { name: 'See plans' }),
    ).toBeVisible();
    await cultural.getByText(shared, { exact: true }).click();
    await expect(cultural.getByRole('checkbox', { name: shared })).toBeChecked();
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await dialog.getByRole('button', { name: 'Save filters (1)' }).click();

    await expect(toast(page, 'Filters saved. Your deck starts again from the top.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters, 1 on' })).toBeVisible();
    await expect(cardHeading(page)).toContainText(`Kweku ${t}`);
    await expect(deckCounter(page)).toHaveText('Profile 1 of 1');
    await expect(page.getByRole('main')).not.toContainText(`Nana ${t}`);

    // Past the last match, the empty deck points at the filters.
    await page.getByRole('button', { name: 'Next Profile' }).click();
    await expect(page.getByRole('heading', { name: 'No one else matches your filters' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Adjust Filters' }).click();
    await expect(
      dialog.getByRole('region', { name: 'Cultural match' }).getByRole('checkbox', { name: shared }),
    ).toBeChecked();
  });
});
