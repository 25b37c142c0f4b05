import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { mainNav, toast } from './support/shell.ts';
import { signedInUser } from './support/users.ts';

// A pattern made for these tests with sharp (no person, nothing downloaded).
const PHOTO = {
  name: 'woven-pattern.jpg',
  mimeType: 'image/jpeg',
  buffer: readFileSync(fileURLToPath(new URL('./fixtures/woven-pattern.jpg', import.meta.url))),
};
const NOT_AN_IMAGE = { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') };
const BIRTH_DATE = '1994-08-21';

function ui(page: Page) {
  const main = page.getByRole('main');
  return {
    continue: main.getByRole('button', { name: 'Continue' }),
    back: main.getByRole('button', { name: 'Back' }),
    complete: main.getByRole('button', { name: 'Complete Profile & Start Matching' }),
    pick: (group: string, label: string) => main.getByRole('group', { name: group }).getByText(label, { exact: true }),
    radio: (group: string, label: string) =>
      main.getByRole('group', { name: group }).getByRole('radio', { name: label }),
  };
}

async function expectStep(page: Page, step: number, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const progress = page.getByRole('progressbar', { name: 'Profile set-up progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', String(step));
  await expect(progress).toHaveAttribute('aria-valuemax', '10');
  await expect(page.getByText(`Step ${step} of 10`, { exact: true })).toBeVisible();
}

/** Whole years since a YYYY-MM-DD date by the UTC calendar, the server's clock. */
function ageToday(birthDate: string): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const now = new Date();
  const before = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return now.getUTCFullYear() - y - (before ? 1 : 0);
}

async function chooseFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles(files);
}

/** Drops a file on the drop zone the way a browser does: a drop event carrying a DataTransfer. */
async function dropFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, base64: file.buffer.toString('base64') },
  );
  const zone = page.getByText('Drag and drop photos here');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

async function bearer(page: Page): Promise<{ authorization: string }> {
  const refreshed = await page.request.post('/api/auth/refresh');
  expect(refreshed.status()).toBe(200);
  return { authorization: `Bearer ${(await refreshed.json()).accessToken}` };
}

/**
 * A signed-in member with one uploaded photo whose onboarding draft already stands on step 10, as a
 * reload there would find it; `values` replaces the draft's answers. Returns the session.
 */
async function onStepTenWith(page: Page, values: Record<string, unknown>) {
  await signedInUser(page);
  const refreshed = await page.request.post('/api/auth/refresh');
  const session = (await refreshed.json()) as { accessToken: string; user: { id: string } };
  const upload = await page.request.post('/api/photos', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    multipart: { photo: PHOTO },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [
    `sankofa:onboarding:v1:${session.user.id}`,
    JSON.stringify({ step: 10, values }),
  ] as const);
  await page.goto('/onboarding');
  await expectStep(page, 10, "You're All Set");
  return session;
}

test.describe('onboarding (/onboarding)', () => {
  test('ten steps from terms to /app, with rules, Back, reload and a real photo; the answers are saved', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signedInUser(page);
    const u = ui(page);
    await page.goto('/onboarding');

    // 1: terms
    await expectStep(page, 1, 'Terms of Service');
    await expect(u.back).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy');
    await expect(u.continue).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await u.continue.click();

    // 2: about you, each answer needed
    await expectStep(page, 2, 'Tell us about yourself');
    await expect(page.getByText('This is the name people will see on your profile.')).toBeVisible();
    await expect(
      page.getByText('Your age is shown on your profile. Your birthday itself stays private.'),
    ).toBeVisible();
    await expect(u.continue).toBeDisabled();
    await page.getByLabel('Your name').fill('Ama Owusu');
    await page.getByLabel('Birth date').fill(BIRTH_DATE);
    await u.pick('Gender', 'Woman').click();
    await expect(u.continue).toBeDisabled();
    await u.pick('Orientation', 'Straight').click();
    await expect(u.radio('Orientation', 'Straight')).toBeChecked();
    await expect(u.continue).toBeEnabled();
    await u.continue.click();

    // 3, then Back keeps step 2's answers
    await expectStep(page, 3, 'Basic Information');
    await u.back.click();
    await expectStep(page, 2, 'Tell us about yourself');
    await expect(page.getByLabel('Your name')).toHaveValue('Ama Owusu');
    await expect(u.radio('Gender', 'Woman')).toBeChecked();
    await u.continue.click();

    await expectStep(page, 3, 'Basic Information');
    await expect(u.continue).toBeDisabled();
    await page.getByLabel('Height').selectOption({ label: `5'7" (170 cm)` });
    await u.pick('Body type', 'Athletic').click();
    await page.getByLabel('Education').selectOption({ label: "Master's degree" });
    await expect(u.continue).toBeDisabled();
    await page.getByLabel('Occupation').fill('Architect');
    await expect(u.continue).toBeEnabled();
    await u.continue.click();

    // 4: hobbies must be longer than 10 characters
    await expectStep(page, 4, 'Your Preferences');
    await expect(u.continue).toBeDisabled();
    await u.pick('Interested in', 'Men').click();
    await u.pick('Looking for', 'Something lasting').click();
    await page.getByLabel('Personality type').selectOption({ label: 'ENFJ · The Gatherer' });
    await page.getByLabel('Hobbies and passions').fill('jazz, art!');
    await expect(page.getByText(/1 more character to go/)).toBeVisible();
    await expect(u.continue).toBeDisabled();
    await page.getByLabel('Hobbies and passions').fill('highlife, jollof, hiking');
    await expect(u.continue).toBeEnabled();
    await page.getByLabel('About me (optional)').fill('Sunday mornings: highlife on, grandmother’s recipes out.');
    await page.screenshot({ path: test.info().outputPath('step-4.png'), fullPage: true });

    // A reload keeps the step and every answer.
    await page.reload();
    await expectStep(page, 4, 'Your Preferences');
    await expect(page.getByLabel('Hobbies and passions')).toHaveValue('highlife, jollof, hiking');
    await expect(page.getByLabel('About me (optional)')).toHaveValue(
      'Sunday mornings: highlife on, grandmother’s recipes out.',
    );
    await expect(page.getByLabel('Personality type')).toHaveValue('ENFJ');
    await expect(u.radio('Looking for', 'Something lasting')).toBeChecked();
    await u.continue.click();

    // 5: distance
    await expectStep(page, 5, 'Distance Range');
    const slider = page.getByRole('slider', { name: 'Maximum distance' });
    await expect(slider).toHaveValue('25');
    await expect(page.getByText('1 mi', { exact: true })).toBeVisible();
    await expect(page.getByText('100+ mi', { exact: true })).toBeVisible();
    await slider.fill('40');
    await expect(page.getByText('40 mi', { exact: true })).toBeVisible();
    await u.continue.click();

    // 6: photos. Hold the upload so its progress bar can be seen.
    await expectStep(page, 6, 'Add Photos');
    await expect(u.continue).toBeDisabled();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/photos', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await chooseFiles(page, [PHOTO, NOT_AN_IMAGE]);
    await expect(page.getByText('"notes.txt" is not an image, so it was skipped.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Uploading woven-pattern.jpg' })).toBeVisible();
    await expect(u.continue).toBeDisabled();
    release();
    await expect(page.getByRole('img', { name: 'Photo 1, your main photo' })).toBeVisible();
    await expect(page.getByText('Main', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^Uploading/ })).toHaveCount(0);
    await page.unroute('**/api/photos');

    // A second photo dropped on the zone, then removed again: only the main one stays.
    await dropFile(page, { ...PHOTO, name: 'second.jpg' });
    await expect(page.getByText('2 of 6 photos added')).toBeVisible();
    await page.getByRole('button', { name: 'Remove photo 2' }).click();
    await expect(page.getByText('1 of 6 photos added')).toBeVisible();
    await expect(u.continue).toBeEnabled();
    await expectNoSeriousA11yViolations(page);

    // Photos live on the server, so a reload on this step still shows them.
    await page.reload();
    await expectStep(page, 6, 'Add Photos');
    await expect(page.getByRole('img', { name: 'Photo 1, your main photo' })).toBeVisible();
    await u.continue.click();

    // 7: a city from the offline list
    await expectStep(page, 7, 'Location Settings');
    await expect(page.getByRole('switch', { name: 'Use my current location' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    const city = page.getByRole('combobox', { name: 'Search for your city' });
    await city.fill('Accra');
    await page.getByRole('option', { name: 'Accra, Ghana' }).click();
    await expect(page.getByText('Accra, Ghana', { exact: true })).toBeVisible();
    await u.continue.click();

    // 8: block contacts
    await expectStep(page, 8, 'Block Contacts');
    const hide = page.getByRole('switch', { name: 'Hide me from my contacts' });
    await hide.click();
    await expect(hide).toHaveAttribute('aria-checked', 'true');
    await u.continue.click();

    // 9: how matching works
    await expectStep(page, 9, 'How matching works');
    await expect(page.getByText('Swipe right to like')).toBeVisible();
    await u.continue.click();

    // 10: summary and save
    await expectStep(page, 10, "You're All Set");
    await expect(page.getByRole('img', { name: 'Your main photo' })).toBeVisible();
    await expect(u.continue).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    let releaseSave!: () => void;
    const heldSave = new Promise<void>((resolve) => (releaseSave = resolve));
    await page.route('**/api/onboarding/complete', async (route) => {
      await heldSave;
      await route.continue();
    });
    await u.complete.click();
    const saving = page.getByRole('button', { name: 'Saving Profile...' });
    await expect(saving).toBeVisible();
    await expect(saving).toBeDisabled();
    releaseSave();

    await expect(page).toHaveURL(/\/app$/);
    await expect(toast(page, 'Profile Updated')).toBeVisible();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('onboarding')))).toEqual([]);

    const me = await page.request.get('/api/profile/me', { headers: await bearer(page) });
    expect(me.status()).toBe(200);
    const profile = await me.json();
    expect(profile).toMatchObject({
      displayName: 'Ama Owusu',
      birthDate: BIRTH_DATE,
      age: ageToday(BIRTH_DATE),
      gender: 'woman',
      orientation: 'straight',
      heightCm: 170,
      bodyType: 'athletic',
      education: 'masters',
      occupation: 'Architect',
      interestedIn: 'men',
      relationshipGoals: 'long-term',
      distanceMiles: 40,
      interests: ['highlife', 'jollof', 'hiking'],
      personality: 'ENFJ',
      // Own words only: the hobbies are the interests and the personality has its own field.
      bio: 'Sunday mornings: highlife on, grandmother’s recipes out.',
      location: 'Accra, Ghana',
      hasPosition: true,
      blockContacts: true,
      onboarded: true,
    });
    expect(profile.photos).toHaveLength(1);

    // And the profile page shows what was entered.
    await mainNav(page).getByRole('link', { name: 'Profile', exact: true }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Ama Owusu' })).toBeVisible();
    await expect(main.getByText(`${ageToday(BIRTH_DATE)} years old`)).toBeVisible();
    await expect(main.getByText('Accra, Ghana')).toBeVisible();
    await expect(main.getByText('Architect', { exact: true })).toBeVisible();
    await expect(main.getByRole('list', { name: 'Interests' }).getByText('jollof')).toBeVisible();
    await expect(main.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  });

  test('an under-18 birth date keeps step 2 closed and says why', async ({ page }) => {
    await signedInUser(page);
    const u = ui(page);
    await page.goto('/onboarding');
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await u.continue.click();
    await expectStep(page, 2, 'Tell us about yourself');

    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const seventeen = `${now.getFullYear() - 17}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    await page.getByLabel('Your name').fill('Kwame');
    await page.getByLabel('Birth date').fill(seventeen);
    await u.pick('Gender', 'Man').click();
    await u.pick('Orientation', 'Straight').click();

    const message = page.getByRole('alert').filter({ hasText: 'You need to be 18 or older to join Sankofa.' });
    await expect(message).toBeVisible();
    await expect(page.getByLabel('Birth date')).toHaveAttribute('aria-invalid', 'true');
    await expect(u.continue).toBeDisabled();
    await expectNoSeriousA11yViolations(page, { include: ['main form'] });

    await page.getByLabel('Birth date').fill(`${now.getFullYear() - 30}-01-15`);
    await expect(message).toBeHidden();
    await expect(u.continue).toBeEnabled();
  });

  test('a failed save stays on step 10: a lost session and a refusal each explain themselves, with the way back', async ({
    page,
  }) => {
    await onStepTenWith(page, {
      agreed: true,
      name: 'Efua',
      birthDate: '1990-02-02',
      gender: 'woman',
      orientation: 'bisexual',
      heightCm: 165,
      bodyType: 'curvy',
      education: 'bachelors',
      occupation: 'Teacher',
      interestedIn: 'everyone',
      lookingFor: 'not-sure',
      hobbies: 'dance, painting',
      personality: 'ISFP',
      distanceMiles: 25,
      useCurrentLocation: false,
      location: null,
      blockContacts: false,
    });
    const u = ui(page);

    // The session is gone by the time of the save.
    await page.route('**/api/onboarding/complete', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'invalid_token', message: 'Please sign in again.' } }),
      }),
    );
    await u.complete.click();
    await expect(toast(page, 'Error: You must be logged in to complete onboarding')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.unroute('**/api/onboarding/complete');

    await page.route('**/api/onboarding/complete', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Please enter your occupation',
            details: { fields: [{ field: 'occupation', message: 'Please enter your occupation' }] },
          },
        }),
      }),
    );
    await u.complete.click();
    await expect(toast(page, 'Error saving profile')).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your occupation' })).toBeVisible();
    await expect(u.complete).toBeEnabled();

    await page.getByRole('button', { name: 'Go back to step 3: Basic Information' }).click();
    await expectStep(page, 3, 'Basic Information');
    await expect(page.getByLabel('Occupation')).toHaveValue('Teacher');
  });

  test("contact details in About me get the server's 'Are you sure?', and 'Share anyway' saves them", async ({
    page,
  }) => {
    const aboutMe = 'Find me on Telegram @adjoa_highlife for long chats.';
    const session = await onStepTenWith(page, {
      agreed: true,
      name: 'Adjoa',
      birthDate: '1991-05-05',
      gender: 'woman',
      orientation: 'straight',
      heightCm: 160,
      bodyType: 'slim',
      education: 'masters',
      occupation: 'Nurse',
      interestedIn: 'men',
      lookingFor: 'long-term',
      hobbies: 'highlife, cooking',
      aboutMe: aboutMe,
      personality: 'ENFP',
      distanceMiles: 25,
      useCurrentLocation: false,
      location: null,
      blockContacts: false,
    });
    await ui(page).complete.click();
    const asked = page.getByRole('alert').filter({ hasText: 'Are you sure you want to share it?' });
    await expect(asked).toBeVisible();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(asked.getByRole('button', { name: 'Go back to step 4: Your Preferences' })).toBeVisible();
    // Asked on the page, not in a toast that would cover the answer on a phone.
    await expect(toast(page, 'Error saving profile')).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await asked.getByRole('button', { name: 'Share anyway' }).click();
    await expect(page).toHaveURL(/\/app$/);
    const profile = await page.request.get('/api/profile/me', {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(((await profile.json()) as { bio: string }).bio).toBe(aboutMe);
  });
});
