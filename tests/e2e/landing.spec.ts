import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';

const JUMPS = [
  { link: 'Culture', section: 'Why The Culture Is Different' },
  { link: 'Discover', section: 'Discover Meaningful Connections' },
  { link: 'Collective', section: 'Stories From Our Members' },
  { link: 'Get Started', section: 'Your story is worth sharing' },
] as const;

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Landing page' });

/** The prerendered page becomes interactive just after it loads; a person simply taps again. */
async function openMenu(page: Page) {
  await expect(async () => {
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
  }).toPass();
  await expect(menu(page)).toBeVisible();
}

/** The section's top has reached the top of the screen (below the sticky header), or the page cannot scroll further. */
async function expectScrolledTo(section: Locator) {
  await expect
    .poll(() =>
      section.evaluate((el) => {
        const top = el.getBoundingClientRect().top;
        const atBottom = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
        return (top >= -2 && top <= 100) || (atBottom && top < window.innerHeight);
      }),
    )
    .toBe(true);
  await expect(section).toBeInViewport();
}

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('shows the brand, hero and every section', async ({ page }) => {
    const header = page.getByRole('banner');
    await expect(header.getByText('Sankofa', { exact: true })).toBeVisible();
    await expect(header.getByText('Cultured in Connection', { exact: true })).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await expect(page.getByRole('link', { name: 'Create account', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Already a member? Log in' })).toBeVisible();

    const features = page.getByRole('region', { name: 'Why The Culture Is Different' });
    await expect(features.getByRole('listitem')).toHaveCount(5);
    const steps = page.getByRole('region', { name: 'Discover Meaningful Connections' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(steps.getByRole('heading', { name: /^Step 1:/ })).toBeAttached();
    const stories = page.getByRole('region', { name: 'Stories From Our Members' });
    await expect(stories.getByRole('figure')).toHaveCount(3);
    const inspiration = page.getByRole('region', { name: 'Get Inspired, Explore Together' });
    await expect(inspiration.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Create Your Profile Now' })).toHaveAttribute('href', '/onboarding');

    await expectNoSeriousA11yViolations(page);
  });

  test('menu jumps scroll each section into view and close the menu', async ({ page }) => {
    await openMenu(page);
    await expect(menu(page).getByRole('link')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page, { include: ['header'] });

    for (const jump of JUMPS) {
      if ((await menuButton(page).getAttribute('aria-expanded')) !== 'true') await openMenu(page);
      await menu(page).getByRole('link', { name: jump.link, exact: true }).click();

      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(menu(page)).toBeHidden();
      const section = page.getByRole('region', { name: jump.section });
      await expectScrolledTo(section);
      // Keyboard and screen-reader users continue from the section they jumped to.
      await expect(section).toBeFocused();
    }
    await expect(page).toHaveURL(/\/$/);
  });

  test('menu closes with Escape and returns focus to its button', async ({ page }) => {
    await openMenu(page);
    await expect(menu(page).getByRole('link', { name: 'Culture' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("menu 'Sign In' goes to /auth", async ({ page }) => {
    await openMenu(page);
    await menu(page).getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  });

  test("menu 'Join Now' goes to /onboarding, which sends a visitor to /auth", async ({ page }) => {
    await openMenu(page);
    await expect(menu(page).getByRole('link', { name: 'Join Now' })).toHaveAttribute('href', '/onboarding');
    await menu(page).getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  });

  test("hero 'Create account' and 'Already a member? Log in'", async ({ page }) => {
    const create = page.getByRole('link', { name: 'Create account', exact: true });
    await expect(create).toHaveAttribute('href', '/onboarding');
    await create.click();
    // Onboarding needs an account: a visitor ends up on Create Account.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Already a member? Log in' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  });
});

test.describe('footer', () => {
  const today = () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date());

  const LEGAL = [
    { link: 'Privacy', path: '/privacy', title: 'Privacy Policy', sections: 10 },
    { link: 'Terms', path: '/terms', title: 'Terms of Service', sections: 11 },
    { link: 'Cookies', path: '/cookies', title: 'Cookies Policy', sections: 8 },
  ] as const;

  for (const legal of LEGAL) {
    // The three share one template: Privacy shows it at desktop width too, the others only on the phone.
    const tag = legal.link === 'Privacy' ? [] : ['@phone-only'];
    test(
      `'${legal.link}' opens ${legal.path} with ${legal.sections} sections, updated today`,
      { tag },
      async ({ page }) => {
        await page.goto('/');
        await page
          .getByRole('navigation', { name: 'Legal' })
          .getByRole('link', { name: legal.link, exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
        await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
        await expect(page.getByText(`Last updated: ${today()}`)).toBeVisible();
        await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(legal.sections);
        await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveCount(
          legal.sections,
        );
        await expectNoSeriousA11yViolations(page);

        await page.getByRole('button', { name: 'Back' }).click();
        await expect(page).toHaveURL(/\/$/);
      },
    );
  }

  test("'About' opens /about with its headings", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cultured in Connection' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Our Mission' })).toBeVisible();
    const different = page.getByRole('region', { name: 'What Makes Us Different' });
    await expect(different.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(different.getByRole('listitem')).toHaveCount(4);
    for (const bullet of [
      'Cultural celebration',
      'Advanced verification',
      'Premium features',
      'Community with real-time connections',
    ]) {
      await expect(different.getByText(bullet, { exact: true })).toBeVisible();
    }
    const contact = page.getByRole('region', { name: 'Contact Us' });
    await expect(contact.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeVisible();
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('placeholders go nowhere and the consent line links the policies', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // Placeholders are disabled buttons, not links that pretend to go somewhere.
    for (const name of ['FAQs', 'Support', 'Instagram', 'Facebook', 'Twitter', 'LinkedIn']) {
      await expect(footer.getByRole('button', { name, exact: true })).toBeDisabled();
      await expect(footer.getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(footer.getByText(/By tapping 'Sign in' or 'Create account', you agree to our/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Cookies Policy' })).toHaveAttribute('href', '/cookies');
  });

  test(
    'newsletter: bad address, then a real subscription, then the same answer for a repeat',
    { tag: '@phone-only' },
    async ({ page }) => {
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Newsletter' });
      const email = form.getByLabel('Email address');
      const subscribe = form.getByRole('button', { name: 'Subscribe' });
      const status = form.getByRole('status');

      await email.fill('not-an-email');
      await subscribe.click();
      await expect(form.getByRole('alert')).toHaveText('Please enter a valid email address');
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      await expectNoSeriousA11yViolations(page, { include: ['footer form'] });

      const address = `e2e-news-${crypto.randomUUID()}@example.test`;
      await email.fill(address);
      await expect(form.getByRole('alert')).toBeHidden();
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      await subscribe.click();
      await expect(status).toHaveText(/thank/i);
      const firstAnswer = await status.textContent();
      await expect(email).toHaveValue('');
      await expectNoSeriousA11yViolations(page, { include: ['footer form'] });

      await email.fill(address);
      await expect(status).toHaveText('');
      await subscribe.click();
      await expect(status).toHaveText(firstAnswer!);
      await expect(form.getByRole('alert')).toBeHidden();
    },
  );
});
