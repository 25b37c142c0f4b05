import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signUpCodeFor } from './support/mail.ts';
import { onboardedUser } from './support/profile.ts';
import { toast } from './support/shell.ts';
import { GOOD_PASSWORD, uniqueEmail } from './support/users.ts';

// Short journeys on the phone only: the language layer is the same at every width.
test.beforeEach(({ page: _page }, testInfo) => test.skip(testInfo.project.name !== 'phone', 'languages are checked on the phone'));

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

test.describe('in Arabic', () => {
  test.use({ locale: 'ar-EG' });

  test('the page is laid out right to left, fits the phone, and the switcher returns to English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('حبٌّ يعرفجذورك');
    // The menu sits at the start of the reading direction's far side: the left edge in Arabic.
    const menu = page.getByRole('button', { name: 'القائمة' });
    const logo = page.getByRole('banner').getByText('Sankofa', { exact: true });
    expect((await menu.boundingBox())!.x).toBeLessThan((await logo.boundingBox())!.x);
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
