import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectFitsScreen, expectNoSeriousA11yViolations } from './support/axe.ts';
import { uniqueName } from './support/match.ts';
import { onboardedUser } from './support/profile.ts';
import { isPhone, mainNav, toast } from './support/shell.ts';
import {
  chatInput,
  expectVideoPlaying,
  hostGoesLive,
  liveChat,
  openStreaming,
  personWithDevices,
} from './support/streaming.ts';

type Overrides = Parameters<typeof onboardedUser>[1];
type Box = { x: number; y: number; width: number; height: number };

const main = (page: Page) => page.getByRole('main');
const card = (page: Page) => main(page).getByRole('article');
const cardHeading = (page: Page) => card(page).getByRole('heading', { level: 2 });
const deckCounter = (page: Page) => main(page).getByText(/^Profile \d+ of \d+$/);

async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${what} is on the page`).not.toBeNull();
  return box!;
}

/** Entirely on screen: not above the top, not below the bottom, not off either side. */
function expectInViewport(page: Page, box: Box, what: string) {
  const { width, height } = page.viewportSize()!;
  expect(box.y, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} ends on screen`).toBeLessThanOrEqual(height);
  expect(box.x + box.width, `${what} fits the width`).toBeLessThanOrEqual(width);
}

/** `upper` ends at or above where `lower` starts (a pixel of rounding allowed). */
function expectAbove(upper: Box, lower: Box, what: string) {
  expect(upper.y + upper.height, what).toBeLessThanOrEqual(lower.y + 1);
}

/** Waits for `a` and `b` to share no pixel (a toast slides in, so its first position is not its last). */
async function expectApart(a: Locator, b: Locator, what: string) {
  await expect
    .poll(
      async () => {
        const [p, q] = [await a.boundingBox(), await b.boundingBox()];
        if (!p || !q) return -1;
        const w = Math.min(p.x + p.width, q.x + q.width) - Math.max(p.x, q.x);
        const h = Math.min(p.y + p.height, q.y + q.height) - Math.max(p.y, q.y);
        return w > 1 && h > 1 ? Math.round(w * h) : 0;
      },
      { message: what },
    )
    .toBe(0);
}

/** The phone's bottom tab bar, or null on desktop. */
async function tabBarBox(page: Page, testInfo: TestInfo): Promise<Box | null> {
  return isPhone(testInfo) ? boxOf(mainNav(page), 'the tab bar') : null;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`) });
}

async function showCard(page: Page, name: string, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await expect(cardHeading(page)).toBeVisible();
    if (((await cardHeading(page).textContent()) ?? '').includes(name)) return;
    const position = (await deckCounter(page).textContent()) ?? '';
    await main(page).getByRole('button', { name: 'Next Profile' }).click();
    await expect(deckCounter(page)).not.toHaveText(position);
  }
  throw new Error(`${name} never came up in the deck`);
}

test.describe('phone-first deck, toasts and watching', () => {
  test('the deck card shows the person above the action bar, with photos to tap through, swipes and quiet toasts', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const position = {
      lat: Math.round((Math.random() * 100 - 50) * 100) / 100,
      lng: Math.round((Math.random() * 300 - 150) * 100) / 100,
    };
    const here = { position, distanceMiles: 10 } as Overrides;
    const [abena, kwesi] = [uniqueName('Abena'), uniqueName('Kwesi')];
    await onboardedUser(page, { displayName: abena, gender: 'woman', interestedIn: 'men', ...here } as Overrides);
    const other = await browser.newContext({ baseURL });
    const bio =
      'Architect who sketches Accra’s old courtyards on Sundays. Looking for someone to share kelewele and long walks with.';
    await onboardedUser(await other.newPage(), {
      displayName: kwesi,
      gender: 'man',
      interestedIn: 'women',
      photos: 3,
      hobbies: 'Highlife, Kente weaving, Jollof cooking, Drumming, Chess, Poetry nights',
      personality: 'INFJ',
      aboutMe: bio,
      heritage: 'Fante, Ghanaian',
      languages: ['English', 'Fante'],
      ...here,
    } as Overrides);
    await other.close();

    await page.goto('/app');
    await showCard(page, kwesi);
    const person = card(page);
    const bioText = person.getByText(bio);
    const interests = person.getByRole('list', { name: 'Interests' });
    const actions = main(page).getByRole('group', { name: 'Profile actions' });
    await expect(bioText).toBeVisible();
    await expect(interests.getByText('Highlife', { exact: true })).toBeVisible();
    await expect(person.getByText('INFJ · The Quiet Guide')).toBeVisible();
    await expect(person.getByText('Fante, Ghanaian')).toBeVisible();
    await expect(person.getByText('English, Fante')).toBeVisible();
    // The bio is the member's own words: neither the hobbies nor the personality are repeated in it.
    await expect(bioText).not.toContainText('Personality');

    // Bio, interests and the Message / Add Friend buttons are on screen without scrolling, above the
    // action bar, which itself sits above the tab bar.
    const barBox = await boxOf(actions, 'the action bar');
    for (const [what, locator] of [
      ['the bio', bioText],
      ['the interests', interests],
      ['Message', person.getByRole('button', { name: 'Message' })],
      ['Add Friend', person.getByRole('button', { name: 'Add Friend' })],
    ] as const) {
      const box = await boxOf(locator, what);
      expectInViewport(page, box, what);
      expectAbove(box, barBox, `${what} is not covered by the action bar`);
    }
    expectInViewport(page, barBox, 'the action bar');
    const tabs = await tabBarBox(page, testInfo);
    if (tabs) expectAbove(barBox, tabs, 'the action bar stays above the tab bar');
    expect(await page.evaluate(() => window.scrollY), 'nothing had to be scrolled').toBe(0);
    await screenshot(page, testInfo, 'deck');
    await expectNoSeriousA11yViolations(page);

    // A tap on the right of the photo shows the next photo, on the left the one before.
    await expect(person.getByRole('img', { name: `Photo 1 of 3 of ${kwesi}` })).toBeVisible();
    await person.getByRole('button', { name: 'Next photo' }).click();
    await expect(person.getByRole('img', { name: `Photo 2 of 3 of ${kwesi}` })).toBeVisible();
    await person.getByRole('button', { name: 'Previous photo' }).click();
    await expect(person.getByRole('img', { name: `Photo 1 of 3 of ${kwesi}` })).toBeVisible();

    // The full profile is one tap away, with the cultural details.
    await person.getByRole('button', { name: 'See full profile' }).click();
    const details = page.getByRole('dialog', { name: new RegExp(kwesi) });
    await expect(details.getByText('INFJ · The Quiet Guide')).toBeVisible();
    await expect(details.getByText(bio)).toBeVisible();
    await expect(details.getByText('Fante, Ghanaian')).toBeVisible();
    await screenshot(page, testInfo, 'profile-dialog');
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();

    // A short drag springs back; a long one to the right is a like.
    const photo = await boxOf(person.getByRole('button', { name: 'Next photo' }), 'the photo');
    const from = { x: photo.x + 20, y: photo.y + photo.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y, { steps: 4 });
    await page.mouse.up();
    await expect(cardHeading(page)).toContainText(kwesi);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 130, from.y, { steps: 5 });
    await expect(person.getByText('Like', { exact: true })).toBeVisible();
    await page.mouse.move(from.x + 200, from.y, { steps: 5 });
    await page.mouse.up();
    const liked = toast(page, `You liked ${kwesi}`);
    await expect(liked).toBeVisible();

    // The toast covers neither the header, the tab bar nor, on the deck, its controls and action bar.
    const toastItem = page.locator('[data-sonner-toast]').filter({ hasText: `You liked ${kwesi}` });
    await expectApart(toastItem, page.getByRole('banner'), 'the toast and the header');
    if (isPhone(testInfo)) await expectApart(toastItem, mainNav(page), 'the toast and the tab bar');
    await expect(actions).toBeVisible();
    await expectApart(toastItem, actions, 'the toast and the action bar');
    await expectApart(
      toastItem,
      main(page).getByRole('button', { name: 'Next Profile' }),
      'the toast and the deck controls',
    );
    await screenshot(page, testInfo, 'deck-toast');
    await expectFitsScreen(page);
  });

  test('watching on a phone keeps the video, LIVE badge and viewer count in view while the chat scrolls', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const [hostName, viewerName] = [uniqueName('Efua Mensah'), uniqueName('Yaw Darko')];
    const title = `Drum circle ${crypto.randomUUID().slice(0, 6)}`;
    const host = await personWithDevices(browser, baseURL, { displayName: hostName });
    try {
      await onboardedUser(page, { displayName: viewerName, gender: 'man', interestedIn: 'women' });
      await hostGoesLive(host, title, {
        microphone: true,
        description: 'Rhythms from Cape Coast, with a story behind each one.',
      });

      await openStreaming(page);
      await main(page)
        .getByRole('list', { name: 'Live streams' })
        .getByRole('article', { name: title })
        .getByRole('button', { name: 'Watch' })
        .click();
      await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
      const video = main(page).getByLabel(`Live video from ${hostName}`);
      await expectVideoPlaying(video);
      const live = main(page).getByText('Live', { exact: true });
      const count = main(page).getByText('1 viewer', { exact: true });
      await expect(count).toBeVisible();

      const header = await boxOf(page.getByRole('banner'), 'the header');
      const tabs = await tabBarBox(page, testInfo);
      const expectPinned = async (when: string) => {
        for (const [what, locator] of [
          ['the video', video],
          ['the LIVE badge', live],
          ['the viewer count', count],
        ] as const) {
          const box = await boxOf(locator, what);
          expectInViewport(page, box, `${what} ${when}`);
          expectAbove(header, box, `${what} is below the header ${when}`);
        }
        const composer = await boxOf(chatInput(page), 'the chat box');
        expectInViewport(page, composer, `the chat box ${when}`);
        if (tabs) expectAbove(composer, tabs, `the chat box is above the tab bar ${when}`);
      };
      await expectPinned('at first');
      await expectNoSeriousA11yViolations(page);

      // More messages than the chat can show: the chat scrolls, the page does not.
      for (let i = 1; i <= 12; i++) {
        await chatInput(page).fill(`Message ${i} from the back row`);
        await chatInput(page).press('Enter');
        await expect(liveChat(page).getByText(`Message ${i} from the back row`)).toBeVisible();
      }
      await expectPinned('after sending twelve messages');
      const chatScroll = await liveChat(page).evaluate((el) => ({
        top: el.scrollTop,
        overflow: el.scrollHeight - el.clientHeight,
      }));
      expect(chatScroll.overflow, 'the chat has more than it shows').toBeGreaterThan(0);
      expect(chatScroll.top, 'the chat follows the newest message').toBeGreaterThan(0);
      await screenshot(page, testInfo, 'watch');
      await expectFitsScreen(page);
    } finally {
      await host.close();
    }
  });
});
