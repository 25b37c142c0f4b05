const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'Renews on December 22, 2026', or the last day of a cancelled plan. */
export function renewalLine(periodEnd: string, cancelAtPeriodEnd: boolean, sandbox: boolean): string {
  const day = longDate.format(new Date(periodEnd));
  if (cancelAtPeriodEnd) return `Cancelled: your benefits stay until ${day}`;
  // A sandbox plan is a test purchase; nothing charges it again.
  return sandbox ? `Paid until ${day} (test plan, does not renew)` : `Renews on ${day}`;
}

/** Under the plan cards while a plan runs: why the others cannot be chosen now, and when they can. */
export function oneAtATimeLine(planName: string, periodEnd: string): string {
  return `One plan at a time: you can choose another plan when ${planName} ends on ${longDate.format(new Date(periodEnd))}.`;
}
