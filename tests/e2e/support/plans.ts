import { expect, type Page } from '@playwright/test';

/**
 * Gives a member a plan through the sandbox's real grant path (checkout, then Pay), over the API:
 * journeys that are not about buying only need the plan. premium-payments.spec.ts clicks through it.
 */
export async function buyPlanInSandbox(
  page: Page,
  token: string,
  planId: 'silver' | 'gold' | 'platinum',
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const started = await page.request.post('/api/payments/checkout', { headers, data: { kind: 'plan', planId } });
  expect(started.status(), await started.text()).toBe(200);
  const { checkoutId } = (await started.json()) as { checkoutId: string };
  const paid = await page.request.post(`/api/payments/sandbox/${checkoutId}/pay`, { headers });
  expect(paid.status(), await paid.text()).toBe(200);
}
