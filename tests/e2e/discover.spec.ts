import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { onboardedUser, type OnboardedUser } from './support/profile.ts';
import { toast } from './support/shell.ts';

// The helper's `location` (the city typed at sign-up) is typed together with onboarding's own field.
type Overrides = Parameters<typeof onboardedUser>[1];

const tag = () => crypto.randomUUID().slice(0, 6);

/**
 * Two people placed at the same random point, with a 10-mile radius: each ranks "nearby" in the
 * other's deck, above the many people other journeys make with no position, so one is found within
 * the first few cards however many journeys ran before.
 */
function sharedSpot(): Overrides {
  const position = {
    lat: Math.round((Math.random() * 100 - 50) * 100) / 100,
    lng: Math.round((Math.random() * 300 - 150) * 100) / 100,
  };
  return { position, distanceMiles: 10 } as Overrides;
}

/** A woman interested in men, signed in on `page`. */
const woman = (page: Page, name: string, location = 'Accra, Ghana', extra: Overrides = {}) =>
  onboardedUser(page, { displayName: name, gender: 'woman', interestedIn: 'men', location, ...extra } as Overrides);

/** A man interested in women, in a browser context of his own. */
async function manElsewhere(
  browser: Browser,
  name: string,
  location = 'Accra, Ghana',
  extra: Overrides = {},
): Promise<{ page: Page; user: OnboardedUser }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await onboardedUser(page, {
    displayName: name,
    gender: 'man',
    interestedIn: 'women',
    location,
    ...extra,
  } as Overrides);
  return { page, user };
}

const card = (page: Page) => page.getByRole('main').getByRole('article');
const cardHeading = (page: Page) => card(page).getByRole('heading', { level: 2 });
/** The deck's 'n of total' counter: it changes on every step, even when two people share a name. */
const deckCounter = (page: Page) => page.getByRole('main').getByText(/^Profile \d+ of \d+$/);

/**
 * Steps through the deck with 'Next Profile' until `name`'s card is on screen. Other journeys run
 * against the same server, so the person is not always first.
 */
async function showCard(page: Page, name: string | RegExp, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await expect(cardHeading(page)).toBeVisible();
    const text = (await cardHeading(page).textContent()) ?? '';
    if (typeof name === 'string' ? text.includes(name) : name.test(text)) return;
    const position = (await deckCounter(page).textContent()) ?? '';
    await page.getByRole('button', { name: 'Next Profile' }).click();
    await expect(deckCounter(page)).not.toHaveText(position);
  }
  throw new Error(`${name} never came up in the deck`);
}

test.describe('discover deck', () => {
  test('a mutual like opens the match dialog and its message travels to Messages', async ({ page, browser }) => {
    // Two people, two browsers and a live chat: on two shared cores (face checks may be running in
    // other journeys) this journey alone can take most of a minute.
    test.setTimeout(120_000);
    const t = tag();
    const here = sharedSpot();
    const ama = await woman(page, `Ama ${t}`, undefined, here);
    const kofi = await manElsewhere(browser, `Kofi ${t}`, undefined, here);

    await page.goto('/app');
    await showCard(page, `Kofi ${t}`);
    await expect(card(page).getByText(/^\d+% match$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await card(page).getByRole('button', { name: 'See full profile' }).click();
    const details = page.getByRole('dialog', { name: new RegExp(`Kofi ${t}`) });
    await expect(details.getByText('Textile designer')).toBeVisible();
    await expect(details.getByRole('button', { name: 'Add Friend' })).toBeEnabled();
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await details.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(toast(page, `You liked Kofi ${t}`)).toBeVisible();
    await expect(details).toBeHidden();

    await kofi.page.goto('/app');
    await showCard(kofi.page, `Ama ${t}`);
    await kofi.page.getByRole('button', { name: 'Like', exact: true }).click();
    const match = kofi.page.getByRole('dialog', { name: "It's a match!" });
    await expect(match).toBeVisible();
    await expect(match.getByText(`You and Ama ${t} like each other.`)).toBeVisible();
    await expectNoSeriousA11yViolations(kofi.page, { include: ['[role="dialog"]'] });

    const box = match.getByRole('textbox', { name: `Say hello to Ama ${t}` });
    await expect(match.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await box.fill('   ');
    await expect(match.getByRole('button', { name: 'Send Message' })).toBeDisabled();
    await box.fill('Akwaaba! Which highlife band is your favourite?');
    await expect(match.getByText('47/200 characters')).toBeVisible();
    await box.press('Enter');
    await expect(kofi.page).toHaveURL(/\/app\/messages\?tab=messages/);
    await expect(kofi.page.getByRole('main').getByRole('log', { name: `Messages with Ama ${t}` })).toContainText(
      'Akwaaba! Which highlife band is your favourite?',
    );

    // Both see the match under Matches.
    await kofi.page.getByRole('tab', { name: 'Matches', exact: true }).click();
    await expect(
      kofi.page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: `Ama ${t}` }),
    ).toContainText('Matched');
    await page.goto('/app/messages?tab=matches');
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: `Kofi ${t}` }),
    ).toContainText('Matched');
    expect(ama.profile.userId).toBeTruthy();
    await kofi.page.context().close();
  });

  test('arrow keys swipe and undo really takes back a pass', async ({ page, browser }) => {
    const t = tag();
    const here = sharedSpot();
    await woman(page, `Efua ${t}`, undefined, here);
    const yaw = await manElsewhere(browser, `Yaw ${t}`, undefined, here);
    await yaw.page.context().close();

    await page.goto('/app');
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await showCard(page, `Yaw ${t}`);
    await page.keyboard.press('ArrowLeft');
    await expect(cardHeading(page)).not.toContainText(`Yaw ${t}`);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(cardHeading(page)).toContainText(`Yaw ${t}`);
    await expect(toast(page, `Took back your swipe on Yaw ${t}`)).toBeVisible();

    // The pass is gone on the server too: a like now counts.
    await page.keyboard.press('ArrowRight');
    await expect(toast(page, `You liked Yaw ${t}`)).toBeVisible();
    await expect(cardHeading(page)).not.toContainText(`Yaw ${t}`);
  });

  test('search finds a person by city and shows their card with a Search Result banner', async ({ page, browser }) => {
    const t = tag();
    await woman(page, `Akua ${t}`, 'Tamale, Ghana');
    const kojo = await manElsewhere(browser, `Kojo ${t}`, 'Tamale, Ghana');
    await kojo.page.context().close();

    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Search people' }).click();
    const search = page.getByRole('dialog', { name: 'Search people' });
    const box = search.getByRole('searchbox', { name: 'Search people' });
    await box.fill('T');
    await expect(search.getByText('Type at least 2 characters to search.')).toBeVisible();
    await box.fill('Tamale');
    const result = search.getByRole('button', { name: new RegExp(`Kojo ${t}`) });
    await expect(result).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await result.click();

    await expect(page).toHaveURL(new RegExp(`/app\\?profile=${kojo.user.profile.userId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Search Result: Kojo ${t}` })).toBeVisible();
    await expect(cardHeading(page)).toContainText(`Kojo ${t}`);
    await expect(page.getByRole('button', { name: 'Next Profile' })).toBeHidden();
    await page.getByRole('button', { name: 'Close search result' }).click();
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  });
});

test.describe('blocking from the deck', () => {
  test(
    'a blocked person leaves the deck and search at once, and stays gone after a reload',
    { tag: '@phone-only' },
    async ({ page, browser }) => {
      const t = tag();
      await woman(page, `Esi ${t}`, 'Ho, Ghana');
      const kwesi = await manElsewhere(browser, `Kwesi ${t}`, 'Ho, Ghana');

      await page.goto('/app');
      await showCard(page, `Kwesi ${t}`);
      await card(page)
        .getByRole('button', { name: `More actions for Kwesi ${t}` })
        .click();
      await page.getByRole('menuitem', { name: `Block Kwesi ${t}` }).click();
      const confirm = page.getByRole('dialog', { name: `Block Kwesi ${t}?` });
      await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
      await confirm.getByRole('button', { name: `Block Kwesi ${t}` }).click();
      await expect(confirm).toBeHidden();
      await expect(toast(page, `Kwesi ${t} is blocked`)).toBeVisible();

      // Not in a fresh deck either, and search does not find him.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
      await expect(showCard(page, `Kwesi ${t}`, 15)).rejects.toThrow();
      await page.getByRole('banner').getByRole('button', { name: 'Search people' }).click();
      const search = page.getByRole('dialog', { name: 'Search people' });
      await search.getByRole('searchbox', { name: 'Search people' }).fill(`Kwesi ${t}`);
      await expect(search.getByText(/No one found|No results|nobody/i)).toBeVisible();
      await expect(search.getByRole('button', { name: new RegExp(`Kwesi ${t}`) })).toHaveCount(0);

      // Both ways: he cannot find her either.
      const other = await kwesi.page.request.post('/api/auth/refresh');
      const token = (await other.json()).accessToken as string;
      const found = await kwesi.page.request.get(`/api/search?q=${encodeURIComponent(`Esi ${t}`)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await found.json()).results).toEqual([]);
      await kwesi.page.context().close();
    },
  );
});

test(
  'a session that ended elsewhere asks to sign in again when liking',
  { tag: '@phone-only' },
  async ({ page, browser }) => {
    const t = tag();
    await woman(page, `Abla ${t}`, 'Cape Coast, Ghana');
    const kobby = await manElsewhere(browser, `Kobby ${t}`, 'Cape Coast, Ghana');
    await kobby.page.context().close();
    await page.goto('/app');
    await showCard(page, `Kobby ${t}`);
    // Signed out on another device: the access token and the refresh cookie are both refused now.
    const refused = {
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'session_not_found', message: 'Your session has ended. Please sign in again.' },
      }),
    };
    await page.route('**/api/discover/swipes', (route) => route.fulfill(refused));
    await page.route('**/api/auth/refresh', (route) => route.fulfill(refused));
    await page.keyboard.press('ArrowRight');
    await expect(toast(page, 'Authentication Required')).toBeVisible();
    await expect(toast(page, 'Please sign in to like profiles.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  },
);

// Stepping through many cards to reach a sample one: without the exit animation it is quicker.
test.describe('discover deck with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('demo profiles can be looked at but every action says why not', async ({ page }) => {
    await woman(page, `Adjoa ${tag()}`);
    await page.goto('/app');
    for (let i = 0; i < 60; i++) {
      await expect(cardHeading(page)).toBeVisible();
      if (await card(page).getByText('Demo profile').isVisible()) break;
      const text = (await cardHeading(page).textContent()) ?? '';
      await page.getByRole('button', { name: 'Next Profile' }).click();
      await expect(cardHeading(page)).not.toHaveText(text);
    }
    await expect(card(page).getByText('Demo profile')).toBeVisible();
    const name = (await cardHeading(page).textContent()) ?? '';

    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(toast(page, 'Likes are disabled for demo profiles.')).toBeVisible();
    await page.getByRole('button', { name: 'Pass', exact: true }).click();
    await expect(toast(page, 'Interactions are disabled for demo profiles.')).toBeVisible();
    await card(page).getByRole('button', { name: 'Message' }).click();
    await expect(toast(page, 'Messaging is only available with real users.')).toBeVisible();
    await card(page).getByRole('button', { name: 'Add Friend' }).click();
    await expect(toast(page, 'You can only add real users as friends.')).toBeVisible();
    // Boosting is about the member, not the card: a Free member is told which plan has boosts.
    await page.getByRole('button', { name: 'Boost', exact: true }).click();
    await expect(
      toast(page, 'Boosts come with Silver, Gold and Platinum. Upgrade to Silver for 1 boost a month.'),
    ).toBeVisible();
    // Nothing was recorded: the same demo card is still on screen.
    await expect(cardHeading(page)).toHaveText(name);
  });
});
