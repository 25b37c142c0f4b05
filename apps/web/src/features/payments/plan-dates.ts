import { i18n } from '@/lib/i18n/i18n.ts';
import { formatLongDate } from './money.ts';

/** 'Renews on December 22, 2026', or the last day of a cancelled plan. */
export function renewalLine(periodEnd: string, cancelAtPeriodEnd: boolean, sandbox: boolean): string {
  const date = formatLongDate(periodEnd);
  if (cancelAtPeriodEnd) return i18n.t('premium:current.cancelled', { date });
  // A sandbox plan is a test purchase; nothing charges it again.
  return sandbox ? i18n.t('premium:current.sandbox', { date }) : i18n.t('premium:current.renews', { date });
}

/** Under the plan cards while a plan runs: why the others cannot be chosen now, and when they can. */
export function oneAtATimeLine(planName: string, periodEnd: string): string {
  return i18n.t('premium:page.oneAtATime', { plan: planName, date: formatLongDate(periodEnd) });
}
