import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectFitsScreen, expectNoSeriousA11yViolations } from './axe.ts';
import type { JourneyWords } from './journey-words.ts';
import { signUpCodeFor } from './mail.ts';
import { match, personElsewhere, uniqueName, type Person } from './match.ts';
import { makeJpeg } from './profile.ts';
import { isPhone, toast } from './shell.ts';
import { GOOD_PASSWORD, uniqueEmail, type TestUser } from './users.ts';

/**
 * The first journey of a member whose browser speaks another language (issue #23): sign-up,
 * onboarding's ten steps, the deck, then a chat with a match. Each part checks the page's own words,
 * fits the screen and passes axe. `shot` names the screenshots (`fr-…`, `ar-…`).
 */

/** From the landing page to onboarding, through the sign-up form and its e-mailed code. */
export async function signUpThroughTheForm(page: Page, w: JourneyWords, shot: string): Promise<TestUser> {
  await page.goto('/');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: w.createAccount, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.createAccount })).toBeVisible();
  await fillSignUp(page, w);
  await page.screenshot({ path: test.info().outputPath(`${shot}-sign-up.png`), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  return submitSignUp(page, w);
}

const typedEmail = new WeakMap<Page, string>();

/** Fills the sign-up form (the page is on /auth). */
export async function fillSignUp(page: Page, w: JourneyWords): Promise<void> {
  const main = page.getByRole('main');
  const email = uniqueEmail();
  typedEmail.set(page, email);
  await main.getByLabel(w.email).fill(email);
  await main.getByLabel(w.place).fill('Dakar, Sénégal');
  await main.getByLabel(w.password, { exact: true }).fill(GOOD_PASSWORD);
  await main.getByLabel(w.confirmPassword).fill(GOOD_PASSWORD);
  await main.getByRole('checkbox', { name: w.agreeToTerms }).check();
}

/** Sends the filled form, types the e-mailed code and lands on onboarding, welcomed. */
export async function submitSignUp(page: Page, w: JourneyWords): Promise<TestUser> {
  const email = typedEmail.get(page)!;
  await page.getByRole('main').getByRole('button', { name: w.createAccount }).click();
  await expect(page.getByRole('heading', { level: 1, name: w.checkEmail })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel(w.code).fill(await signUpCodeFor(email));
  await page.getByRole('button', { name: w.createAccount }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(toast(page, w.welcome)).toBeVisible();
  return { email, password: GOOD_PASSWORD };
}

/**
 * Onboarding's ten steps as a woman interested in men, with their checks and plurals. `onDistance`
 * runs on the distance step (the page is there) before moving on; `onAllSet` on the summary.
 */
export async function onboardInTenSteps(
  page: Page,
  w: JourneyWords,
  shot: string,
  hooks: { name: string; onDistance?: () => Promise<void>; onAllSet?: () => Promise<void> },
): Promise<void> {
  const o = w.onboarding;
  const main = page.getByRole('main');
  const next = main.getByRole('button', { name: o.next });
  const pick = ([group, label]: [string, string]) =>
    main.getByRole('group', { name: group }).getByText(label, { exact: true });
  const step = (title: string) => expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await step(o.terms);
  await expect(page.getByText(o.stepOneOfTen, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('checkbox', { name: o.agree }).check();
  await next.click();

  await step(o.about);
  await page.getByLabel(o.name).fill('A');
  await page.getByLabel(o.name).blur();
  await expect(main.getByText(o.nameTooShort)).toBeVisible();
  await page.getByLabel(o.name).fill(hooks.name);
  await page.getByLabel(o.birthDate).fill('1995-04-02');
  await pick(o.gender).click();
  await pick(o.orientation).click();
  await page.screenshot({ path: test.info().outputPath(`${shot}-onboarding-step-2.png`), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await next.click();

  await step(o.basics);
  await page.getByLabel(o.height).selectOption({ label: o.heightOption });
  await pick(o.bodyType).click();
  await page.getByLabel(o.education[0]).selectOption({ label: o.education[1] });
  await page.getByLabel(o.occupation[0]).fill(o.occupation[1]);
  await expectFitsScreen(page);
  await next.click();

  await step(o.preferences);
  await pick(o.interestedIn).click();
  await pick(o.lookingFor).click();
  await page.getByLabel(o.personality[0]).selectOption({ label: o.personality[1] });
  await page.getByLabel(o.hobbies).fill('jazz, art!');
  await expect(main.getByText(o.hobbiesOneMore)).toBeVisible();
  await page.getByLabel(o.hobbies).fill(o.hobbiesValue);
  await expect(main.getByText(o.hobbiesGood)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`${shot}-onboarding-step-4.png`), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await next.click();

  await step(o.distance);
  await hooks.onDistance?.();
  await expectFitsScreen(page);
  await next.click();

  await step(o.photos);
  const chooser = page.waitForEvent('filechooser');
  await main.getByRole('button', { name: o.choosePhotos }).click();
  await (await chooser).setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(40) });
  // The server checks each photo before it counts; a busy machine takes a while.
  await expect(main.getByText(o.onePhotoOfSix, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('img', { name: o.mainPhoto })).toBeVisible();
  await expectFitsScreen(page);
  await next.click();
  for (const title of [o.location, o.blockContacts, o.howMatching]) {
    await step(title);
    await expectFitsScreen(page);
    await next.click();
  }
  await step(o.allSet);
  await expect(main.getByText(o.lookingGood(hooks.name))).toBeVisible();
  await hooks.onAllSet?.();
  await page.screenshot({ path: test.info().outputPath(`${shot}-onboarding-all-set.png`), fullPage: true });
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('button', { name: o.complete }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(toast(page, o.saved)).toBeVisible();
}

/** The deck after onboarding: a card with its actions, or the deck's end, all in the language. */
export async function expectDeckInLanguage(page: Page, w: JourneyWords, shot: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: w.deck.title })).toBeAttached();
  await expect(page.getByRole('group', { name: w.deck.actions }).or(page.getByText(w.deck.everyone))).toBeVisible();
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`${shot}-deck.png`) });
  await expectNoSeriousA11yViolations(page);
}

/** A man who likes women, matched with the signed-in member through the API; his name is unique. */
export async function matchedMan(
  page: Page,
  user: TestUser,
  name: string,
): Promise<{ man: Person; me: { token: string; userId: string } }> {
  // Her token and id, from a sign-in of its own (the page keeps its session).
  const session = await page.request.post('/api/auth/signin', { data: user });
  expect(session.status(), await session.text()).toBe(200);
  const { accessToken: token, user: me } = (await session.json()) as { accessToken: string; user: { id: string } };
  const man = await personElsewhere(page.context().browser() as Browser, test.info().project.use.baseURL, {
    displayName: uniqueName(name),
    gender: 'man',
    interestedIn: 'women',
  });
  await match(page, { token, profile: { userId: me.id } } as Parameters<typeof match>[1], man.user);
  return { man, me: { token, userId: me.id } };
}

/**
 * From the deck to Messages, where the match waits: she writes first, he reads it and starts
 * writing back, and she sees him typing. Returns her message's locator in the chat.
 */
export async function chatWithTheMatch(
  page: Page,
  w: JourneyWords,
  user: TestUser,
  shot: string,
  texts: { his: string; hers: string },
) {
  const c = w.chat;
  const main = page.getByRole('main');
  const { man, me } = await matchedMan(page, user, texts.his);
  await page.getByRole('navigation', { name: c.mainNav }).getByRole('link', { name: c.messagesLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: c.connections })).toBeVisible();
  await page.getByRole('tab', { name: c.messagesTab, exact: true }).click();
  const row = main.getByRole('region', { name: c.conversations }).getByRole('button', { name: new RegExp(man.name) });
  await expect(row).toContainText(c.matched);
  await expect(row).toContainText(c.match);
  await row.click();
  const log = main.getByRole('log', { name: c.log(man.name) });
  await expect(log).toContainText(c.matched);
  const send = main.getByRole('button', { name: c.send });
  await expect(send).toBeDisabled();
  const composer = main.getByRole('textbox', { name: c.composer(man.name) });
  await expect(composer).toHaveAttribute('placeholder', c.placeholder);
  await composer.fill(texts.hers);
  await send.click();
  await expect(composer).toHaveValue('');
  const mine = log.getByText(texts.hers);
  await expect(mine).toBeVisible();
  await expect(log.getByText(c.today, { exact: true })).toBeAttached();
  // The phone shows the chat alone with a way back; wider screens keep the list beside it.
  if (isPhone(test.info())) await expect(main.getByRole('button', { name: c.back })).toBeVisible();
  else await expect(row).toContainText(c.mine(texts.hers.slice(0, 8)));
  // He reads it on his side, and she sees that he is writing back.
  await man.page.goto(`/app/messages?tab=messages&chat=${me.userId}`);
  await expect(man.page.getByRole('log').getByText(texts.hers)).toBeVisible();
  await man.page.getByRole('textbox').last().fill('…');
  await expect(main.getByRole('status').filter({ hasText: c.typing(man.name) })).toBeVisible();
  await man.close();
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`${shot}-chat.png`) });
  await expectNoSeriousA11yViolations(page);
  return { log, mine, man };
}
