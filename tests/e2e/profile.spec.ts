import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { makeJpeg, onboardedUser } from './support/profile.ts';
import { toast } from './support/shell.ts';

const main = (page: Page) => page.getByRole('main');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const counter = (page: Page, label: string) => main(page).getByRole('listitem').filter({ hasText: label });
const headerAvatar = (page: Page) => main(page).getByRole('img', { name: 'Your profile photo' });

async function openProfile(page: Page, path = '/app/profile') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('own profile', () => {
  test('shows what onboarding entered, the real counts and the token balance', async ({ page }) => {
    const user = await onboardedUser(page);

    // Hold the profile answer to see the loading state.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/profile/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/app/profile');
    await expect(main(page).getByRole('status').filter({ hasText: 'Loading your profile...' })).toBeVisible();
    release();

    await expect(page.getByRole('heading', { level: 1, name: 'Abena Owusu' })).toBeVisible();
    const age = user.profile.age;
    expect(age).toBe(31);
    await expect(main(page).getByText('31 years old', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Accra, Ghana', { exact: true })).toBeVisible();
    await expect(main(page).getByText('Textile designer', { exact: true })).toBeVisible();
    await expect(main(page).getByText("Master's degree", { exact: true })).toBeVisible();
    // The bio is the member's own words; the hobbies are shown once, as interests.
    await expect(main(page).getByText(user.answers.aboutMe!, { exact: true })).toBeVisible();
    await expect(main(page).getByText(/Highlife, Kente weaving, Jollof cooking/)).toHaveCount(0);
    await expect(main(page).getByRole('list', { name: 'Interests' }).getByRole('listitem')).toHaveText([
      'Highlife',
      'Kente weaving',
      'Jollof cooking',
    ]);
    // Not verified: no badge, and the verification card instead.
    await expect(main(page).getByText('Verified', { exact: true })).toHaveCount(0);
    await expect(headerAvatar(page)).toHaveAttribute('src', user.profile.photos[0]!.thumbUrl);

    await expect(tab(page, 'Overview')).toHaveAttribute('aria-selected', 'true');
    for (const label of ['Likes Received', 'Matches', 'Streams', 'Gifts']) {
      await expect(counter(page, label)).toHaveText(new RegExp(`^\\s*0\\s*${label}\\s*$`));
    }
    expect(user.profile.tokenBalance).toBeGreaterThan(0);
    await expect(main(page).getByTestId('token-balance')).toHaveText(String(user.profile.tokenBalance));
    await expect(main(page).getByText('Available Tokens')).toBeVisible();
    for (const price of ['Rose', '10 tokens', 'Heart', '25 tokens', 'Diamond', '100 tokens']) {
      await expect(main(page).getByText(price, { exact: true })).toBeVisible();
    }
    await expect(
      main(page).getByText(
        'Verify your identity to gain trust and increase your matches. Verified profiles get 3x more likes!',
      ),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Buy Tokens offers the packs (buying one is tests/e2e/premium-payments.spec.ts).
    await main(page).getByRole('button', { name: 'Buy Tokens' }).click();
    const packs = page.getByRole('dialog', { name: 'Buy Tokens' });
    await expect(packs.getByRole('button', { name: /^Buy [\d,]+ tokens for \$/ })).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(packs).toBeHidden();
    // Start Verification asks for consent first (the check itself is tests/e2e/verification.spec.ts).
    await main(page).getByRole('button', { name: 'Start Verification' }).click();
    const consent = page.getByRole('dialog', { name: 'Consent to face verification' });
    await expect(consent).toBeVisible();
    await consent.getByRole('button', { name: 'Not now' }).click();
    await expect(consent).toBeHidden();

    await tab(page, 'Premium').click();
    await expect(main(page).getByRole('heading', { name: 'Go Premium' })).toBeVisible();
    for (const perk of [
      'Unlimited likes',
      'See who liked you',
      'Advanced filters',
      'Priority in discovery',
      'Exclusive premium streams',
      'Special gifts and badges',
    ]) {
      await expect(main(page).getByText(perk, { exact: true })).toBeVisible();
    }
    await expect(main(page).getByText('$9.99/month')).toBeVisible();
    await expect(main(page).getByText('Cancel anytime.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });
    await main(page).getByRole('link', { name: 'See Premium plans' }).click();
    await expect(page).toHaveURL(/\/app\/premium$/);
  });

  test('editing the profile saves what changed and keeps it after a reload', async ({ page }) => {
    await onboardedUser(page);
    await openProfile(page);
    await main(page).getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
    await expect(main(page).getByText('Your age is public, your birthday is not')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main form'] });

    // Cancel leaves without saving.
    await page.getByLabel('Display name').fill('Someone Else');
    await main(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Abena Owusu' })).toBeVisible();

    await main(page).getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Display name').fill('Abena Mensah');
    await page.getByLabel('Occupation').fill('Kente designer');
    await page.getByLabel('Relationship goals').selectOption({ label: 'Not sure yet' });
    const aboutMe = 'I weave kente on weekdays and dance azonto on Saturdays.';
    await page.getByLabel('About me').fill(aboutMe);
    await expect(main(page).getByText(`${aboutMe.length}/500`)).toBeVisible();
    const interest = page.getByRole('textbox', { name: 'Interests' });
    await interest.fill('  Azonto ');
    await interest.press('Enter');
    // Blank and duplicate (any case) are not added.
    await interest.fill('kente WEAVING');
    await interest.press('Enter');
    await expect(main(page).getByText('"kente WEAVING" is already on your list')).toBeVisible();
    await interest.fill('   ');
    await interest.press('Enter');
    const chips = main(page).getByRole('list', { name: 'Your interests' }).getByRole('button');
    await expect(chips).toHaveText(['Highlife', 'Kente weaving', 'Jollof cooking', 'Azonto']);
    await main(page).getByRole('button', { name: 'Remove Highlife' }).click();
    await expect(chips).toHaveText(['Kente weaving', 'Jollof cooking', 'Azonto']);

    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Profile Updated')).toBeVisible();
    await expect(toast(page, 'Your profile has been updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Abena Mensah' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Abena Mensah' })).toBeVisible();
    await expect(main(page).getByText('Kente designer', { exact: true })).toBeVisible();
    await expect(main(page).getByText(aboutMe, { exact: true })).toBeVisible();
    await expect(main(page).getByRole('list', { name: 'Interests' }).getByRole('listitem')).toHaveText([
      'Kente weaving',
      'Jollof cooking',
      'Azonto',
    ]);
    await main(page).getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByLabel('Relationship goals')).toHaveValue('not-sure');
  });

  test('a refused save stays in edit mode and shows the server message', { tag: '@phone-only' }, async ({ page }) => {
    await onboardedUser(page);
    await openProfile(page);
    const message = 'You must be at least 18 years old to use this app.';
    await page.route('**/api/profile/me', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 422,
            json: { error: { code: 'underage', message, details: { field: 'birthDate' } } },
          })
        : route.continue(),
    );
    await main(page).getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Display name').fill('Abena Mensah');
    await main(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Update Error')).toBeVisible();
    await expect(main(page).getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
  });

  test(
    "contact details in the bio get the server's 'Are you sure?', and 'Save anyway' keeps them",
    { tag: '@phone-only' },
    async ({ page }) => {
      await onboardedUser(page);
      await openProfile(page);
      await main(page).getByRole('button', { name: 'Edit Profile' }).click();
      const bio = 'Message me on WhatsApp, +233 24 555 0199, before the festival.';
      await page.getByLabel('About me').fill(bio);
      await main(page).getByRole('button', { name: 'Save', exact: true }).click();
      const asked = main(page).getByRole('alert').filter({ hasText: 'Are you sure you want to share it?' });
      await expect(asked).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeVisible();
      // Asked in the form, not in a toast that would cover the answer on a phone.
      await expect(toast(page, 'Update Error')).toBeHidden();
      await asked.getByRole('button', { name: 'Save anyway' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeHidden();
      await expect(main(page).getByText(bio)).toBeVisible();
    },
  );

  test('choosing a main photo changes the header picture', async ({ page }) => {
    const user = await onboardedUser(page, { photos: 2 });
    const [first, second] = user.profile.photos;
    await openProfile(page, '/app/profile?tab=photos');
    await expect(tab(page, 'Photos')).toHaveAttribute('aria-selected', 'true');
    await expect(headerAvatar(page)).toHaveAttribute('src', first!.thumbUrl);
    await expect(main(page).getByRole('heading', { name: 'Profile Photos (2/6)' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await main(page).getByRole('button', { name: 'Choose Main Photo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Your Main Profile Photo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Photo 1, your main photo' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });
    await dialog.getByRole('button', { name: 'Photo 2' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Main photo updated successfully!')).toBeVisible();
    await expect(headerAvatar(page)).toHaveAttribute('src', second!.thumbUrl);

    await page.reload();
    await expect(headerAvatar(page)).toHaveAttribute('src', second!.thumbUrl);
  });

  test('the photo manager uploads images, skips other files, stops at six and removes photos', async ({ page }) => {
    await onboardedUser(page);
    await openProfile(page, '/app/profile?tab=photos');
    await expect(main(page).getByRole('heading', { name: 'Profile Photos (1/6)' })).toBeVisible();
    // Nothing made up: no like counts on the gallery.
    await expect(main(page).getByText(/likes?$/i)).toHaveCount(0);

    const input = page.getByTestId('photo-file-input');
    await input.setInputFiles([
      { name: 'profile-new.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(200) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    ]);
    await expect(
      main(page).getByRole('status').filter({ hasText: '1 file was not an image and was skipped.' }),
    ).toBeVisible();
    await expect(toast(page, 'Photos uploaded')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Profile Photos (2/6)' })).toBeVisible();

    // Five more images, but only four fit.
    const five = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => ({
        name: `profile-${n}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await makeJpeg(n * 50),
      })),
    );
    await input.setInputFiles(five);
    await expect(main(page).getByRole('status').filter({ hasText: 'so 1 photo was not added' })).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Profile Photos (6/6)' })).toBeVisible({ timeout: 30_000 });
    await expect(main(page).getByRole('button', { name: 'Add photo' })).toHaveCount(0);

    await main(page).getByRole('button', { name: 'Remove photo 6' }).click();
    await expect(toast(page, 'Photo removed')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Profile Photos (5/6)' })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Add photo' })).toBeVisible();
    await page.reload();
    await expect(main(page).getByRole('heading', { name: 'Profile Photos (5/6)' })).toBeVisible();

    // Dropping an image on the card adds it too.
    const dataTransfer = await page.evaluateHandle(
      (base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const dt = new DataTransfer();
        dt.items.add(new File([bytes], 'profile-dropped.jpg', { type: 'image/jpeg' }));
        return dt;
      },
      (await makeJpeg(300)).toString('base64'),
    );
    const manager = main(page).getByRole('region', { name: /^Profile Photos/ });
    await manager.dispatchEvent('dragover', { dataTransfer });
    await manager.dispatchEvent('drop', { dataTransfer });
    await expect(main(page).getByRole('heading', { name: 'Profile Photos (6/6)' })).toBeVisible();
    await expect(toast(page, 'Photos uploaded')).toBeVisible();
  });

  test('settings are saved as they are switched and survive a reload', async ({ page }) => {
    await onboardedUser(page);
    await openProfile(page, '/app/profile?tab=settings');
    await expect(main(page).getByRole('heading', { name: 'Account Settings' })).toBeVisible();
    const defaults: [string, boolean][] = [
      ['Show my profile to others', true],
      ['Allow direct messages', true],
      ['Show online status', true],
      ['Open to people with kids', false],
      ['Want to have kids in the future', false],
      ['Already have kids', false],
      ['New matches', true],
      ['Messages', true],
      ['Calls', true],
      ['Live stream notifications', true],
      ['Friend requests', true],
    ];
    for (const [name, on] of defaults) {
      await expect(main(page).getByRole('switch', { name, exact: true })).toHaveAttribute('aria-checked', String(on));
    }
    await expectNoSeriousA11yViolations(page);

    for (const name of ['Open to people with kids', 'Messages', 'Calls']) {
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/profile/me/settings') && r.status() === 200);
      await main(page).getByRole('switch', { name, exact: true }).click();
      await saved;
    }
    await page.reload();
    await expect(main(page).getByRole('switch', { name: 'Open to people with kids', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    for (const name of ['Messages', 'Calls'])
      await expect(main(page).getByRole('switch', { name, exact: true })).toHaveAttribute('aria-checked', 'false');
    await expect(main(page).getByRole('switch', { name: 'Show my profile to others', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  test('a setting that fails to save goes back and says so', { tag: '@phone-only' }, async ({ page }) => {
    await onboardedUser(page);
    await openProfile(page, '/app/profile?tab=settings');
    await page.route('**/api/profile/me/settings', (route) =>
      route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'The service is busy.' } } }),
    );
    const toggle = main(page).getByRole('switch', { name: 'Already have kids', exact: true });
    await toggle.click();
    await expect(toast(page, 'Error')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  test('secure contact details are checked, saved and shown after a reload', async ({ page }) => {
    await onboardedUser(page);
    await openProfile(page, '/app/profile?tab=settings');
    const card = main(page).getByRole('region', { name: 'Secure Contact Information' });
    await expect(card.getByText('Not added')).toHaveCount(3);

    // Cancel clears what was typed.
    await card.getByRole('button', { name: 'Edit contact information' }).click();
    await card.getByLabel('Emergency contact name').fill('Not kept');
    await card.getByRole('button', { name: 'Cancel' }).click();
    await expect(card.getByText('Not added')).toHaveCount(3);

    await card.getByRole('button', { name: 'Edit contact information' }).click();
    const phone = card.getByLabel('Phone', { exact: true });
    await phone.fill('020-CALL-ME');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(
      card
        .getByRole('alert')
        .filter({ hasText: 'Phone: Phone numbers may contain only digits, spaces, +, -, ( and )' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, { include: ['main'] });

    await phone.fill('+233 (20) 123-4567');
    await expect(card.getByRole('alert')).toHaveCount(0);
    await card.getByLabel('Emergency contact name').fill('Kofi Owusu');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Success')).toBeVisible();
    await expect(toast(page, 'Sensitive information updated securely.')).toBeVisible();
    await expect(card.getByText('+233 (20) 123-4567')).toBeVisible();
    await expect(card.getByText('Kofi Owusu')).toBeVisible();
    await expect(card.getByText('Not added')).toHaveCount(1);

    await page.reload();
    await expect(card.getByText('+233 (20) 123-4567')).toBeVisible();
    await expect(card.getByText('Kofi Owusu')).toBeVisible();
    await expect(card.getByText(/^Last accessed/)).toHaveText(/Last accessed (less than a minute|\d+ minutes?) ago/);
  });

  test(
    'deleting the account asks for the password, signs out and ends the account',
    { tag: '@phone-only' },
    async ({ page }) => {
      const user = await onboardedUser(page);
      await openProfile(page, '/app/profile?tab=settings');
      await main(page).getByRole('button', { name: 'Delete Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('profile, photos, messages');
      await expect(dialog).toContainText('signed out on every device');
      await expectNoSeriousA11yViolations(page, { include: ['[role="dialog"]'] });

      await dialog.getByLabel('Password', { exact: true }).fill('not-my-password');
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await expect(dialog).toBeVisible();

      await dialog.getByLabel('Password', { exact: true }).fill(user.password);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto('/app/profile');
      await expect(page).toHaveURL(/\/auth$/);

      // The account is gone: its e-mail and password no longer sign in.
      await page.goto('/signin');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(user.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(
        main(page)
          .getByRole('alert')
          .filter({ hasText: /Wrong password or email/ }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/signin$/);
    },
  );
});
