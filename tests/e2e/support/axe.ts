import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and fails, listing every rule and element, when anything
 * serious or critical is found. Minor and moderate findings are recorded as test annotations.
 * Call it once the page's main content is visible. `include` (CSS selectors) limits a re-check to
 * the part of a page that changed (an error state, an open menu, a toast) when the whole page has
 * already been checked in the same journey; axe is the slowest step of these journeys.
 * It also checks that the page is no wider than the screen (see `expectFitsScreen`).
 */
export async function expectNoSeriousA11yViolations(page: Page, options: { include?: string[] } = {}): Promise<void> {
  await expectFitsScreen(page);
  await toastsSettled(page);
  // A toast that starts fading out during the check would still blend with the page behind it:
  // toasts are checked as they rest on screen, fully painted.
  const restingToasts = await page.addStyleTag({
    content: '[data-sonner-toast] { opacity: 1 !important; transition: none !important; animation: none !important; }',
  });
  const builder = new AxeBuilder({ page });
  for (const selector of options.include ?? []) builder.include(selector);
  const results = await builder
    .analyze()
    .finally(() => restingToasts.evaluate((el) => (el as ChildNode).remove()).catch(() => {}));
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  for (const v of results.violations.filter((x) => !blocking.includes(x))) {
    test.info().annotations.push({
      type: `axe-${v.impact ?? 'unknown'}`,
      description: `${new URL(page.url()).pathname} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    });
  }
  const report = blocking.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n'),
  );
  expect(blocking, `Serious or critical accessibility violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}

/**
 * Waits until every toast has finished fading in: axe reads colours as painted, and a toast caught
 * half-way through its entrance blends with the page behind it (a contrast that no one ever sees).
 */
async function toastsSettled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
          (el) => getComputedStyle(el).opacity === '1' || el.getAttribute('data-removed') === 'true',
        ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {
      /* a toast still moving after 3 s is checked as it is */
    });
}

/**
 * Reflow (WCAG 1.4.10): nothing may make the page wider than the screen. On a phone a wider page
 * widens the layout viewport, so the whole app is zoomed out and pans sideways, and dialogs opened
 * afterwards are cut off at the edge. The message names the outermost elements that stick out.
 */
export async function expectFitsScreen(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  const found = await page.evaluate((screenWidth) => {
    const outermost: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const right = el.getBoundingClientRect().right;
      const parent = el.parentElement;
      if (
        right > screenWidth + 1 &&
        (!parent || parent === document.body || parent.getBoundingClientRect().right <= screenWidth + 1)
      ) {
        const name =
          el.tagName.toLowerCase() +
          (el.id ? `#${el.id}` : '') +
          (el.getAttribute('class') ? `.${el.getAttribute('class')!.split(/\s+/).slice(0, 4).join('.')}` : '');
        outermost.push(`${name} (right edge ${Math.round(right)} px)`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, outermost: outermost.slice(0, 5) };
  }, width);
  expect(
    found.scrollWidth,
    `${page.url()} is wider than the ${width}-px screen: ${found.outermost.join(', ')}`,
  ).toBeLessThanOrEqual(width);
}
