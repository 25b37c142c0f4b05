import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { renewalLine } from './plan-dates.ts';

describe('renewalLine', () => {
  beforeAll(() => i18n.loadNamespaces('premium'));

  it('names the renewal date, or the last day once cancelled', () => {
    expect(renewalLine('2026-12-22T12:00:00.000Z', false, false)).toBe('Renews on December 22, 2026');
    expect(renewalLine('2026-12-22T12:00:00.000Z', true, false)).toBe(
      'Cancelled: your benefits stay until December 22, 2026',
    );
    expect(renewalLine('2026-12-22T12:00:00.000Z', false, true)).toBe(
      'Paid until December 22, 2026 (test plan, does not renew)',
    );
  });
});
