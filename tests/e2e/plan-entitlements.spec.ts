import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { buyPlanInSandbox } from './support/plans.ts';
import { onboardedUser, type OnboardedUser } from './support/profile.ts';
import { toast } from './support/shell.ts';

type Overrides = Parameters<typeof onboardedUser>[1];
const tag = () => crypto.randomUUID().slice(0, 6);
const card = (page: Page) => page.getByRole('main').getByRole('article');
const cardHeading = (page: Page) => card(page).getByRole('heading', { level: 2 });
const deckCounter = (page: Page) => page.getByRole('main').getByText(/^Profile \d+ of \d+$/);

async function showCard(page: Page, name: string, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await expect(cardHeading(page)).toBeVisible();
    if (((await cardHeading(page).textContent()) ?? '').includes(name)) return;
    const position = (await deckCounter(page).textContent()) ?? '';
    await page.getByRole('button', { name: 'Next Profile' }).click();
    await expect(deckCounter(page)).not.toHaveText(position);
  }
  throw new Error(`${name} never came up in the deck`);
}

const likeViaApi = (page: Page, who: OnboardedUser, targetId: string) =>
  page.request.post('/api/discover/swipes', {
    headers: { authorization: `Bearer ${who.token}` },
    data: { targetId, kind: 'like' },
  });

test.describe('plan entitlements', () => {
  test('a Free member runs out of likes, sees Likes You as a Silver teaser, buys Gold, then sees who liked her and likes again', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const t = tag();
    // A pastime only Ama and Kofi share puts him near the top of her deck, however many people the
    // other journeys have added to it (everyone else shares the default pastimes and ranks alike).
    const hobbies = `Adinkra printing ${t}, Kente weaving ${t}`;
    const ama = await onboardedUser(page, {
      displayName: `Ama ${t}`,
      gender: 'woman',
      interestedIn: 'everyone',
      hobbies,
    } as Overrides);

    // Kofi likes Ama; 25 others are the day's likes Ama spends first. They are of gender 'other' so
    // that only 'everyone' decks hold them and other journeys' decks are not crowded.
    const others = await browser.newContext();
    const otherPage = await others.newPage();
    const kofi = await onboardedUser(otherPage, {
      displayName: `Kofi ${t}`,
      gender: 'man',
      interestedIn: 'women',
      hobbies,
    } as Overrides);
    expect((await likeViaApi(otherPage, kofi, ama.profile.userId)).status()).toBe(200);
    for (let i = 0; i < 25; i++) {
      const target = await onboardedUser(otherPage, {
        displayName: `Spent ${t} ${i}`,
        gender: 'other',
        interestedIn: 'everyone',
      } as Overrides);
      const liked = await likeViaApi(page, ama, target.profile.userId);
      expect(liked.status(), await liked.text()).toBe(200);
    }
    await others.close();

    // The 26th like is refused with when it resets and a way to the plans; Kofi's card stays.
    await page.goto('/app');
    await showCard(page, `Kofi ${t}`);
    await page.getByRole('main').getByRole('button', { name: 'Like', exact: true }).click();
    const refusal = toast(
      page,
      /^You've used your 25 likes for today\. They reset at 00:00 UTC \(in .+\)\. Upgrade to Silver for unlimited likes\.$/,
    );
    await expect(refusal).toBeVisible();
    await expect(cardHeading(page)).toContainText(`Kofi ${t}`);
    // The toast alone: the card is still sliding back, and a half-faded card reads as low contrast.
    await expectNoSeriousA11yViolations(page, { include: ['section[aria-label^="Notifications"]'] });
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('button', { name: 'See plans' })
      .click();
    await expect(page).toHaveURL(/\/app\/premium$/);

    // Likes You is a teaser for Free: no names, no photos.
    await page.goto('/app');
    await page.getByRole('button', { name: 'Likes You' }).click();
    const likesYou = page.getByRole('dialog', { name: 'Likes You' });
    await expect(likesYou.getByRole('heading', { name: 'See who likes you with Silver' })).toBeVisible();
    await expect(likesYou).not.toContainText(`Kofi ${t}`);
    await expect(likesYou.getByRole('img')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await likesYou.getByRole('link', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/app\/premium$/);

    // With Gold the list shows Kofi; choosing him opens his card, and liking him back is a match.
    await buyPlanInSandbox(page, ama.token, 'gold');
    await page.goto('/app');
    await page.getByRole('button', { name: 'Likes You' }).click();
    const list = page.getByRole('dialog', { name: 'Likes You' }).getByRole('list', { name: 'People who liked you' });
    await expect(list.getByRole('button', { name: new RegExp(`Kofi ${t}`) })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await list.getByRole('button', { name: new RegExp(`Kofi ${t}`) }).click();
    await expect(page).toHaveURL(/\/app\?profile=/);
    await expect(cardHeading(page)).toContainText(`Kofi ${t}`);
    await page.getByRole('main').getByRole('button', { name: 'Like', exact: true }).click();
    await expect(page.getByRole('dialog', { name: "It's a match!" })).toBeVisible();
  });
});
