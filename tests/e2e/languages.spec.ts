import { expect, test } from '@playwright/test';
import { expectFitsScreen, expectNoSeriousA11yViolations } from './support/axe.ts';
import { ARABIC, FRENCH } from './support/journey-words.ts';
import {
  chatWithTheMatch,
  expectDeckInLanguage,
  fillSignUp,
  onboardInTenSteps,
  signUpThroughTheForm,
  submitSignUp,
} from './support/language-journey.ts';
import { onboardedUser } from './support/profile.ts';
import { isPhone } from './support/shell.ts';
import { GOOD_PASSWORD, signedInUser } from './support/users.ts';

// Runs on the phone and on the desktop (decision 0052): the chat's two panes, the shell's navigation
// and right-to-left layout differ with the width.

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('a French browser gets the landing page and sign-up in French, and a second device follows the account', async ({
    page,
    browser,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('L’amour qui connaîtvos racines');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Créer un compte', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeVisible();
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Créer un compte' }).click();
    await expect(
      main.getByRole('alert').filter({ hasText: 'Veuillez saisir une adresse e-mail valide' }),
    ).toBeVisible();
    await expect(
      main.getByRole('alert').filter({ hasText: 'Veuillez accepter les Conditions d’utilisation' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await fillSignUp(page, FRENCH);
    const { email } = await submitSignUp(page, FRENCH);

    // A second device whose browser is in English signs in and follows the account's French.
    const other = await browser.newContext({ locale: 'en-GB', baseURL: test.info().project.use.baseURL });
    const second = await other.newPage();
    await second.goto('/signin');
    await expect(second.locator('html')).toHaveAttribute('lang', 'en');
    await second.getByLabel('Email').fill(email);
    await second.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await second.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(second.locator('html')).toHaveAttribute('lang', 'fr');
    // …and keeps it on that device too.
    await expect.poll(() => second.evaluate(() => localStorage.getItem('sankofa.locale'))).toBe('fr');
    await other.close();
  });
});

test.describe('in French, onboarding to the deck', () => {
  test.use({ locale: 'fr-FR' });

  test('the ten steps, the deck and the chat speak French, with their checks and plurals', async ({ page }) => {
    test.setTimeout(240_000);
    const awa = await signedInUser(page);
    await page.goto('/onboarding');
    await onboardInTenSteps(page, FRENCH, 'fr', { name: 'Awa Diop' });
    await expectDeckInLanguage(page, FRENCH, 'fr');
    // …and on to the chat: a man she matched with is waiting in Messages, in French.
    await chatWithTheMatch(page, FRENCH, awa, 'fr', {
      his: 'Kofi Mensah',
      hers: 'Bonjour Kofi ! Tu aimes le mbalax ?',
    });
  });
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('the page is laid out right to left, fits the phone, and the switcher returns to English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('حبٌّ يعرفجذورك');
    // The phone's menu sits at the start of the reading direction's far side: the left edge in Arabic.
    const logo = page.getByRole('banner').getByText('Sankofa', { exact: true });
    if (isPhone(test.info())) {
      const menu = page.getByRole('button', { name: 'القائمة' });
      expect((await menu.boundingBox())!.x).toBeLessThan((await logo.boundingBox())!.x);
    } else {
      // Wide screens: the logo opens the header at the right.
      expect((await logo.boundingBox())!.x).toBeGreaterThan(600);
    }
    await expectNoSeriousA11yViolations(page);

    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'إنشاء حساب' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    // Remembered on this device.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  });
});

test.describe('in Arabic, from sign-up to the chat', () => {
  test.use({ locale: 'ar-EG' });

  test('sign-up, onboarding (in kilometres), the deck and the chat read right to left, fit and pass axe', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const user = await signUpThroughTheForm(page, ARABIC, 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const slider = page.getByRole('slider', { name: 'أقصى مسافة' });
    await onboardInTenSteps(page, ARABIC, 'ar', {
      name: 'أمينة يوسف',
      // An Egyptian browser reads kilometres: the slider moves in them, and 50 km stays 50 km.
      onDistance: async () => {
        await expect(slider).toHaveAttribute('aria-valuetext', '40 كم');
        await expect(page.getByText('2 كم', { exact: true })).toBeVisible();
        await expect(page.getByText('+160 كم', { exact: true })).toBeVisible();
        await slider.fill('50');
        await expect(slider).toHaveAttribute('aria-valuetext', '50 كم');
        await page.screenshot({ path: test.info().outputPath('ar-onboarding-distance.png'), fullPage: true });
        await page.reload();
        await expect(slider).toHaveValue('50');
        await expect(slider).toHaveAttribute('aria-valuetext', '50 كم');
      },
      onAllSet: () => expect(page.getByRole('main').getByText('حتى 50 كم', { exact: true })).toBeVisible(),
    });

    await expectDeckInLanguage(page, ARABIC, 'ar');
    const actions = page.getByRole('group', { name: ARABIC.deck.actions });
    if (await actions.isVisible()) {
      // Right to left: the first action (Undo) sits at the right, Boost at the left.
      const undo = (await actions.getByRole('button', { name: 'تراجع' }).boundingBox())!;
      const boost = (await actions.getByRole('button', { name: /^(تعزيز|معزَّز)$/ }).boundingBox())!;
      expect(undo.x).toBeGreaterThan(boost.x);
    }

    const { log, mine, man } = await chatWithTheMatch(page, ARABIC, user, 'ar', {
      his: 'Karim Haddad',
      hers: 'مرحبًا كريم! ما أغنيتك المفضلة؟',
    });
    // Right to left: my bubble ends at the log's left edge, the chat's name heads it from the right.
    const [bubble, box, title] = await Promise.all([
      mine.boundingBox(),
      log.boundingBox(),
      page.getByRole('main').getByRole('heading', { level: 2, name: man.name }).boundingBox(),
    ]);
    expect(bubble!.x - box!.x).toBeLessThan(box!.x + box!.width - (bubble!.x + bubble!.width));
    expect(title!.x + title!.width).toBeGreaterThan(box!.x + box!.width / 2);
    // The account keeps miles: 50 km is 31 of them.
    const session = await page.request.post('/api/auth/signin', { data: user });
    const { accessToken } = (await session.json()) as { accessToken: string };
    const profile = await page.request.get('/api/profile/me', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(((await profile.json()) as { distanceMiles: number }).distanceMiles).toBe(31);
  });
});

test('a member picks a language in Settings: the shell follows and the account keeps it', async ({ page }) => {
  const user = await onboardedUser(page);
  await page.goto('/app/profile?tab=settings');
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/user') && r.request().method() === 'PUT' && r.status() === 200,
  );
  await page.getByRole('combobox', { name: 'Language' }).selectOption('sw');
  await saved;
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(page.getByRole('navigation', { name: 'Menyu kuu' }).getByRole('link', { name: 'Gundua' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lugha' })).toBeVisible();
  const me = await page.request.get('/api/auth/user', { headers: { authorization: `Bearer ${user.token}` } });
  expect((await me.json()).user.locale).toBe('sw');
});

test.describe('Profile and Settings in French', () => {
  test.use({ locale: 'fr-FR' });

  test('Edit Profile and Settings speak French, with their checks, fit the phone and pass axe', async ({ page }) => {
    await onboardedUser(page);
    await page.goto('/app/profile');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'Abena Owusu' })).toBeVisible();
    await expect(main.getByText('31 ans', { exact: true })).toBeVisible();
    await expect(main.getByText('Master', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Aperçu' })).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByText('Solde de jetons')).toBeVisible();

    await main.getByRole('button', { name: 'Modifier le profil' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Modifier le profil' })).toBeVisible();
    await expect(main.getByText('Votre âge est visible, votre date d’anniversaire ne l’est pas')).toBeVisible();
    await page.getByLabel('Nom affiché').fill('A');
    await main.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(main.getByText('Votre nom doit compter au moins 2 caractères')).toBeVisible();
    await page.getByLabel('Nom affiché').fill('Abena Owusu');
    const interests = page.getByLabel('Centres d’intérêt', { exact: true });
    await interests.fill('highlife');
    await interests.press('Enter');
    await expect(main.getByRole('alert').filter({ hasText: '« highlife » est déjà dans votre liste' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('fr-edit-profile.png'), fullPage: true });
    await expectFitsScreen(page);
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('button', { name: 'Annuler' }).click();

    await page.getByRole('tab', { name: 'Paramètres' }).click();
    await expect(page.getByRole('heading', { name: 'Paramètres du compte' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Montrer mon profil aux autres' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Coordonnées sécurisées' })).toBeVisible();
    await expect(page.getByText('Vous n’avez bloqué personne.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Aide et assistance' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Supprimer le compte' })).toBeVisible();
    await main.getByRole('button', { name: 'Envoyer à l’assistance' }).click();
    await expect(main.getByText('Veuillez choisir le sujet de votre message')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('fr-settings.png'), fullPage: true });
    await expectFitsScreen(page);
    await expectNoSeriousA11yViolations(page);
  });
});
