import { expect, test, type Page } from '@playwright/test';
import { expectFitsScreen, expectNoSeriousA11yViolations } from './support/axe.ts';
import { signUpCodeFor } from './support/mail.ts';
import { match, personElsewhere, uniqueName } from './support/match.ts';
import { makeJpeg, onboardedUser } from './support/profile.ts';
import { realtimeReady } from './support/realtime.ts';
import { isPhone, toast } from './support/shell.ts';
import { GOOD_PASSWORD, signedInUser, uniqueEmail } from './support/users.ts';

// Runs on the phone and on the desktop (decision 0052): the chat's two panes, the shell's navigation
// and right-to-left layout differ with the width.

/** A man who likes women, matched with `token`'s account through the API; his name is unique. */
async function matchedMan(page: Page, me: { token: string; userId: string }, name: string) {
  const other = await personElsewhere(page.context().browser()!, test.info().project.use.baseURL, {
    displayName: uniqueName(name),
    gender: 'man',
    interestedIn: 'women',
  });
  await match(page, { token: me.token, profile: { userId: me.userId } } as Parameters<typeof match>[1], other.user);
  return other;
}

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
    await expect(main.getByRole('alert').filter({ hasText: 'Veuillez saisir une adresse e-mail valide' })).toBeVisible();
    await expect(main.getByRole('alert').filter({ hasText: 'Veuillez accepter les Conditions d’utilisation' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const email = uniqueEmail();
    await main.getByLabel('E-mail').fill(email);
    await main.getByLabel('Lieu').fill('Dakar, Sénégal');
    await main.getByLabel('Mot de passe', { exact: true }).fill(GOOD_PASSWORD);
    await main.getByLabel('Confirmer le mot de passe').fill(GOOD_PASSWORD);
    await main.getByRole('checkbox', { name: /J’accepte les Conditions d’utilisation/ }).check();
    await main.getByRole('button', { name: 'Créer un compte' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Consultez vos e-mails' })).toBeVisible();
    await page.getByLabel('Code reçu par e-mail').fill(await signUpCodeFor(email));
    await page.getByRole('button', { name: 'Créer un compte' }).click();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(toast(page, 'Bienvenue sur Sankofa')).toBeVisible();

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

  test('the ten steps, the deck and the chat speak French, with their checks and plurals', async ({ page, request }) => {
    test.setTimeout(240_000);
    const awa = await signedInUser(page);
    await page.goto('/onboarding');
    const main = page.getByRole('main');
    const next = main.getByRole('button', { name: 'Continuer' });
    const pick = (group: string, label: string) => main.getByRole('group', { name: group }).getByText(label, { exact: true });

    await expect(page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible();
    await expect(page.getByText('Étape 1 sur 10', { exact: true })).toBeVisible();
    await page.getByRole('checkbox', { name: /J’ai lu et j’accepte/ }).check();
    await next.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Parlez-nous de vous' })).toBeVisible();
    await page.getByLabel('Votre prénom').fill('A');
    await page.getByLabel('Votre prénom').blur();
    await expect(main.getByText('Votre prénom doit comporter au moins 2 caractères')).toBeVisible();
    await page.getByLabel('Votre prénom').fill('Awa Diop');
    await page.getByLabel('Date de naissance').fill('1995-04-02');
    await pick('Genre', 'Femme').click();
    await pick('Orientation', 'Hétéro').click();
    await page.screenshot({ path: test.info().outputPath('fr-onboarding-step-2.png'), fullPage: true });
    await expectFitsScreen(page);
    await next.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Informations de base' })).toBeVisible();
    await page.getByLabel('Taille').selectOption({ label: `5'7" (170 cm)` });
    await pick('Silhouette', 'Sportive').click();
    await page.getByLabel('Études').selectOption({ label: 'Master' });
    await page.getByLabel('Profession').fill('Architecte');
    await next.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Vos préférences' })).toBeVisible();
    await pick('Intéressé·e par', 'Hommes').click();
    await pick('Je recherche', 'Une relation durable').click();
    await page.getByLabel('Type de personnalité').selectOption({ label: 'ENFJ · Le rassembleur' });
    await page.getByLabel('Loisirs et passions').fill('jazz, art!');
    await expect(main.getByText(/Encore 1 caractère\./)).toBeVisible();
    await page.getByLabel('Loisirs et passions').fill('mbalax, thiéboudienne, randonnée');
    await expect(main.getByText(/C’est parfait\./)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('fr-onboarding-step-4.png'), fullPage: true });
    await expectFitsScreen(page);
    await next.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Distance' })).toBeVisible();
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ajoutez des photos' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await main.getByRole('button', { name: 'Choisir des photos' }).click();
    await (await chooser).setFiles({ name: 'moi.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(40) });
    // The server checks each photo before it counts; a busy machine takes a while.
    await expect(main.getByText('1 photo ajoutée sur 6', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(main.getByRole('img', { name: 'Photo 1, votre photo principale' })).toBeVisible();
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Localisation' })).toBeVisible();
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bloquer des contacts' })).toBeVisible();
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Comment fonctionnent les matchs' })).toBeVisible();
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tout est prêt' })).toBeVisible();
    await expect(main.getByText('Superbe, Awa Diop !')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('button', { name: 'Terminer mon profil et commencer' }).click();

    await expect(page).toHaveURL(/\/app$/);
    await expect(toast(page, 'Profil mis à jour')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Découvrir' })).toBeAttached();
    // A card (with its French actions and counter) or the deck's French end.
    await expect(
      page.getByRole('group', { name: 'Actions sur le profil' }).or(page.getByText('Vous avez vu tout le monde pour l’instant !')),
    ).toBeVisible();
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('fr-deck.png') });
    await expectFitsScreen(page);
    await expectNoSeriousA11yViolations(page);

    // …and on to the chat: a man she matched with is waiting in Messages, in French.
    // Her token and id, from a sign-in of its own (the page keeps its session).
    const session = await request.post('/api/auth/signin', { data: { email: awa.email, password: awa.password } });
    expect(session.status(), await session.text()).toBe(200);
    const { accessToken: token, user: me } = (await session.json()) as { accessToken: string; user: { id: string } };
    const kofi = await matchedMan(page, { token, userId: me.id }, 'Kofi Mensah');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: /^Messages/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Relations' })).toBeVisible();
    await page.getByRole('tab', { name: 'Messages', exact: true }).click();
    const row = main.getByRole('region', { name: 'Conversations' }).getByRole('button', { name: new RegExp(kofi.name) });
    await expect(row).toContainText('C’est un match ! Envoyez un message.');
    await expect(row).toContainText('Match');
    await row.click();
    const log = main.getByRole('log', { name: `Messages avec ${kofi.name}` });
    await expect(log).toContainText('C’est un match ! Envoyez un message.');
    const send = main.getByRole('button', { name: 'Envoyer le message' });
    await expect(send).toBeDisabled();
    const composer = main.getByRole('textbox', { name: `Message à ${kofi.name}` });
    await expect(composer).toHaveAttribute('placeholder', 'Écrivez un message…');
    await composer.fill('Bonjour Kofi ! Tu aimes le mbalax ?');
    await send.click();
    await expect(composer).toHaveValue('');
    await expect(log.getByText('Bonjour Kofi ! Tu aimes le mbalax ?')).toBeVisible();
    await expect(log.getByText('Aujourd’hui', { exact: true })).toBeAttached();
    // The phone shows the chat alone with a way back; wider screens keep the list beside it.
    if (isPhone(test.info())) await expect(main.getByRole('button', { name: 'Retour aux conversations' })).toBeVisible();
    else await expect(row).toContainText('Vous : Bonjour Kofi !');
    // He reads it on his side, and she sees that he is writing back.
    await kofi.page.goto(`/app/messages?tab=messages&chat=${me.id}`);
    await expect(kofi.page.getByRole('log').getByText('Bonjour Kofi ! Tu aimes le mbalax ?')).toBeVisible();
    await kofi.page.getByRole('textbox').last().fill('Oui, beaucoup');
    await expect(main.getByRole('status').filter({ hasText: `${kofi.name} écrit…` })).toBeVisible();
    await kofi.close();
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('fr-chat.png') });
    await expectFitsScreen(page);
    await expectNoSeriousA11yViolations(page);
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

test.describe('the deck in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('reads right to left, fits the phone and passes axe', async ({ page }) => {
    await onboardedUser(page);
    await page.goto('/app');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'اكتشف' })).toBeAttached();
    const actions = page.getByRole('group', { name: 'إجراءات الملف الشخصي' });
    await expect(actions.or(page.getByText('رأيت الجميع حتى الآن!'))).toBeVisible();
    if (await actions.isVisible()) {
      // Right to left: the first action (Undo) sits at the right, Boost at the left.
      const undo = (await actions.getByRole('button', { name: 'تراجع' }).boundingBox())!;
      const boost = (await actions.getByRole('button', { name: /^(تعزيز|معزَّز)$/ }).boundingBox())!;
      expect(undo.x).toBeGreaterThan(boost.x);
    }
    await page.screenshot({ path: test.info().outputPath('ar-deck.png') });
    await expectFitsScreen(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('the chat in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('reads right to left, keeps her own messages on the left, fits the screen and passes axe', async ({ page }) => {
    test.setTimeout(90_000);
    const amina = await onboardedUser(page, { displayName: uniqueName('Amina Yusuf') });
    const karim = await matchedMan(page, { token: amina.token, userId: amina.profile.userId }, 'Karim Haddad');
    await karim.close();
    const ready = realtimeReady(page);
    await page.goto(`/app/messages?tab=messages&chat=${karim.user.profile.userId}`);
    await ready;
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'العلاقات' })).toBeVisible();
    const main = page.getByRole('main');
    const log = main.getByRole('log', { name: `الرسائل مع ${karim.name}` });
    await expect(log).toContainText('حدث توافق! أرسل رسالة.');
    await main.getByRole('textbox', { name: `رسالة إلى ${karim.name}` }).fill('مرحبًا كريم! ما أغنيتك المفضلة؟');
    await main.getByRole('button', { name: 'إرسال الرسالة' }).click();
    const mine = log.getByText('مرحبًا كريم! ما أغنيتك المفضلة؟');
    await expect(mine).toBeVisible();
    await expect(log.getByText('اليوم', { exact: true })).toBeAttached();
    await page.screenshot({ path: test.info().outputPath('ar-chat.png') });
    // Right to left: my bubble ends at the log's left edge, the chat's name heads it from the right.
    const [bubble, box, title] = await Promise.all([
      mine.boundingBox(),
      log.boundingBox(),
      main.getByRole('heading', { level: 2, name: karim.name }).boundingBox(),
    ]);
    expect(bubble!.x - box!.x).toBeLessThan(box!.x + box!.width - (bubble!.x + bubble!.width));
    expect(title!.x + title!.width).toBeGreaterThan(box!.x + box!.width / 2);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);
    await expectFitsScreen(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test('a member picks a language in Settings: the shell follows and the account keeps it', async ({ page }) => {
  const user = await onboardedUser(page);
  await page.goto('/app/profile?tab=settings');
  await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/auth/user') && r.request().method() === 'PUT' && r.status() === 200);
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
