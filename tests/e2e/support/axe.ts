import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the page as it is now and fails, listing every rule and element, when anything
 * serious or critical is found. Call it once the page's main content is visible.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING.has(v.impact));
  const report = blocking.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`).join('\n'),
  );
  expect(blocking, `Serious or critical accessibility violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}
