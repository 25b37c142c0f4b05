import { signUpCodeFor } from './support/mail.ts';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { toast } from './support/shell.ts';
import { createUser, GOOD_PASSWORD, uniqueEmail } from './support/users.ts';

const EMAIL_MESSAGE = 'Please enter a valid email address';
/** The red border of an invalid field (--color-danger). */
const DANGER_RED = 'rgb(180, 35, 24)';

function form(page: Page) {
  const main = page.getByRole('main');
  return {
    email: main.getByLabel('Email'),
    location: main.getByLabel('Location'),
    password: main.getByLabel('Password', { exact: true }),
    confirm: main.getByLabel('Confirm password'),
    terms: main.getByRole('checkbox', { name: /I agree to the Terms of Service/ }),
    biometric: main.getByRole('checkbox', { name: /face verification/ }),
    submit: main.getByRole('button', { name: 'Create Account' }),
    alert: (text: string) => main.getByRole('alert').filter({ hasText: text }),
  };
}

test.describe('Create Account (/auth)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
  });

  test('shows every field and passes an accessibility check', async ({ page }) => {
    const f = form(page);
    for (const field of [f.email, f.location, f.password, f.confirm]) await expect(field).toBeEditable();
    await expect(f.terms).not.toBeChecked();
    await expect(f.biometric).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.getByText(/community guidelines/)).toBeVisible();

    // Show/hide toggle on the password.
    await f.password.fill('secret-value');
    await expect(f.password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(f.password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(f.password).toHaveAttribute('type', 'password');

    await expectNoSeriousA11yViolations(page);
  });

  test(
    'email is checked on blur, marked invalid, and the error clears on edit',
    { tag: '@phone-only' },
    async ({ page }) => {
      const f = form(page);
      await f.email.fill('ama.example.com');
      await expect(f.alert(EMAIL_MESSAGE)).toBeHidden();
      await f.location.focus(); // blur the email field
      await expect(f.alert(EMAIL_MESSAGE)).toBeVisible();
      await expect(f.email).toHaveAttribute('aria-invalid', 'true');
      await expect(f.email).toHaveCSS('border-top-color', DANGER_RED);
      await expect(f.email).toHaveAccessibleDescription(EMAIL_MESSAGE);
      await expectNoSeriousA11yViolations(page, { include: ['main form'] });

      await f.email.pressSequentially('@');
      await expect(f.alert(EMAIL_MESSAGE)).toBeHidden();
      await expect(f.email).not.toHaveAttribute('aria-invalid', 'true');

      // A valid address passes the blur check: no message, no red border.
      await f.email.fill(uniqueEmail());
      await f.location.focus();
      await expect(f.alert(EMAIL_MESSAGE)).toBeHidden();
      await expect(f.email).not.toHaveCSS('border-top-color', DANGER_RED);
    },
  );

  test('each validation message on submit, and each clears when fixed', async ({ page }) => {
    const f = form(page);

    // Nothing filled in: every required field speaks up, and focus goes to the first problem.
    await f.submit.click();
    await expect(f.alert(EMAIL_MESSAGE)).toBeVisible();
    await expect(f.alert('Please enter your location')).toBeVisible();
    await expect(f.alert('Please enter a password')).toBeVisible();
    await expect(f.alert('Please confirm your password')).toBeVisible();
    await expect(f.alert('Please accept the Terms of Service')).toBeVisible();
    await expect(f.email).toBeFocused();
    await expect(page).toHaveURL(/\/auth$/);

    // Email checked on submit too.
    await f.email.fill('not-an-address@');
    await f.submit.click();
    await expect(f.alert(EMAIL_MESSAGE)).toBeVisible();
    await expect(f.email).toHaveAttribute('aria-invalid', 'true');

    await f.email.fill(uniqueEmail());
    await f.password.fill(GOOD_PASSWORD);
    await f.confirm.fill(`${GOOD_PASSWORD}!`);
    await f.submit.click();
    await expect(f.alert(EMAIL_MESSAGE)).toBeHidden();
    await expect(f.alert('Please enter your location')).toBeVisible();
    await expect(f.location).toHaveAttribute('aria-invalid', 'true');
    await expect(f.location).toBeFocused();
    await expect(f.alert('Passwords do not match')).toBeVisible();
    await expect(f.confirm).toHaveAttribute('aria-invalid', 'true');
    await expect(f.alert('Please accept the Terms of Service')).toBeVisible();
    await expect(f.terms).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, { include: ['main form'] });

    await f.location.fill('Kumasi, Ghana');
    await expect(f.alert('Please enter your location')).toBeHidden();
    await f.confirm.fill(GOOD_PASSWORD);
    await expect(f.alert('Passwords do not match')).toBeHidden();
    await f.terms.check();
    await expect(f.alert('Please accept the Terms of Service')).toBeHidden();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a weak password shows the server's reason", { tag: '@phone-only' }, async ({ page }) => {
    const f = form(page);
    await f.email.fill(uniqueEmail());
    await f.location.fill('Lagos, Nigeria');
    await f.password.fill('password1');
    await f.confirm.fill('password1');
    await f.terms.check();
    await f.submit.click();

    await expect(f.alert('Please choose a stronger password: avoid a commonly used password.')).toBeVisible();
    await expect(f.password).toHaveAttribute('aria-invalid', 'true');
    await expect(toast(page, 'Sign Up Error')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expectNoSeriousA11yViolations(page, { include: ['main form'] });
  });

  test(
    'a registered e-mail gets the same code step as a new one: the form never tells who has an account',
    { tag: '@phone-only' },
    async ({ page, request }) => {
      const existing = await createUser(request);
      const f = form(page);
      await f.email.fill(existing.email);
      await f.location.fill('London, UK');
      await f.password.fill(GOOD_PASSWORD);
      await f.confirm.fill(GOOD_PASSWORD);
      await f.terms.check();
      await f.submit.click();

      await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
      await expect(page.getByText(existing.email)).toBeVisible();
      // No code was sent (the owner got a notice instead), so no code can create a second account.
      await page.getByLabel('Code from the email').fill('123456');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'That code is not right or has expired' })).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
      await expectNoSeriousA11yViolations(page);
    },
  );

  test("a successful sign-up asks for the e-mailed code, shows 'Creating Account...', lands on /onboarding and welcomes the user", async ({
    page,
  }) => {
    const f = form(page);
    const email = uniqueEmail();
    await f.email.fill(email);
    await f.location.fill('Kingston, Jamaica');
    await f.password.fill(GOOD_PASSWORD);
    await f.confirm.fill(GOOD_PASSWORD);
    await f.terms.check();

    // Hold the request until the busy state has been seen, so the check never races the server.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/signup', async (route) => {
      await held;
      await route.continue();
    });
    await f.submit.click();
    const busy = page.getByRole('button', { name: 'Creating Account...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const code = page.getByLabel('Code from the email');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please enter the 6-digit code from the email' }),
    ).toBeVisible();
    await code.fill(await signUpCodeFor(email));
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(toast(page, 'Welcome to Sankofa')).toBeVisible();
    await expect(toast(page, 'Your email address is confirmed')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
