import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { buyPlanInSandbox } from './support/plans.ts';
import { onboardedUser } from './support/profile.ts';
import { toast } from './support/shell.ts';

type Overrides = Parameters<typeof onboardedUser>[1];
const tag = () => crypto.randomUUID().slice(0, 6);
const cardHeading = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
const actions = (page: Page) => page.getByRole('group', { name: 'Profile actions' });
const notifications = (page: Page) => page.getByRole('region', { name: /^Notifications/ });

/** A place of this run's own, so the two projects' runs (and other journeys) do not share decks. */
const spot = () => ({
  lat: Math.round((Math.random() * 100 - 50) * 100) / 100,
  lng: Math.round((Math.random() * 300 - 150) * 100) / 100,
});

test.describe('boosts', () => {
  test('a Silver member boosts and sees the countdown, a second boost is refused, and another member sees her first', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const t = tag();
    const here = spot();
    const near = { position: here, distanceMiles: 10 };
    const booster = await onboardedUser(page, {
      displayName: `Booster ${t}`,
      gender: 'man',
      interestedIn: 'women',
      hobbies: 'Chess and astronomy',
      personality: 'ISTP',
      ...near,
    } as Overrides);

    // The viewer and a man who shares all her answers (so he, not the booster, leads her deck by score).
    const viewerContext = await browser.newContext();
    const viewerPage = await viewerContext.newPage();
    await onboardedUser(viewerPage, {
      displayName: `Kindred ${t}`,
      gender: 'man',
      interestedIn: 'women',
      ...near,
    } as Overrides);
    await onboardedUser(viewerPage, {
      displayName: `Viewer ${t}`,
      gender: 'woman',
      interestedIn: 'men',
      ...near,
    } as Overrides);
    await viewerPage.goto('/app');
    await expect(cardHeading(viewerPage)).toBeVisible();
    await expect(cardHeading(viewerPage)).not.toContainText(`Booster ${t}`);

    // A Free member's Boost: the server's refusal, with the way to the plans.
    await actions(viewerPage).getByRole('button', { name: 'Boost', exact: true }).click();
    await expect(
      toast(viewerPage, 'Boosts come with Silver, Gold and Platinum. Upgrade to Silver for 1 boost a month.'),
    ).toBeVisible();
    await notifications(viewerPage).getByRole('button', { name: 'See plans' }).click();
    await expect(viewerPage).toHaveURL(/\/app\/premium$/);

    // Silver through the sandbox, then a boost: the chip counts down each second and the button says so.
    await buyPlanInSandbox(page, booster.token, 'silver');
    await page.goto('/app');
    await expect(cardHeading(page)).toBeVisible();
    await actions(page).getByRole('button', { name: 'Boost', exact: true }).click();
    const chip = page.getByRole('timer');
    await expect(chip).toHaveText(/^Boosted · (30:00|29:[0-5]\d)$/);
    await expect(
      page.getByText('Your boost has started: you are at the front of other people’s decks for 30 minutes.'),
    ).toBeAttached();
    const shown = await chip.textContent();
    await expect(chip).not.toHaveText(shown ?? '');
    const boostedButton = actions(page).getByRole('button', { name: 'Boosted', exact: true });
    await expect(boostedButton).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('boosted.png') });

    // Another boost while this one runs is refused and spends nothing.
    await boostedButton.click();
    await expect(toast(page, /^Your boost is running until \d\d:\d\d UTC \((30|29) min left\)\./)).toBeVisible();
    const state = await page.request.get('/api/discover/boost', {
      headers: { authorization: `Bearer ${booster.token}` },
    });
    expect(await state.json()).toMatchObject({ usedThisMonth: 1, allowance: 1 });

    // The viewer's deck, asked again: the boosted member comes first.
    await viewerPage.goto('/app');
    await expect(cardHeading(viewerPage)).toContainText(`Booster ${t}`);
    await viewerContext.close();
  });
});
