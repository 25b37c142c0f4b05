import { describe, expect, it } from 'vitest';
import * as contracts from '@sankofa/contracts';
import { REPORT_NOTE_MAX, REPORT_REASONS, REPORT_REASON_LABELS } from './report-reasons.ts';

describe('report reasons', () => {
  it('match the contracts', () => {
    expect(REPORT_REASONS).toEqual(contracts.REPORT_REASONS);
    expect(REPORT_REASON_LABELS).toEqual(contracts.REPORT_REASON_LABELS);
  });

  it('allow a note exactly as long as the server does', () => {
    const base = { userId: '3f1c2a9e-8b4d-4c6e-9a1f-2b3c4d5e6f70', reason: 'other' };
    expect(contracts.ReportBody.safeParse({ ...base, note: 'a'.repeat(REPORT_NOTE_MAX) }).success).toBe(true);
    expect(contracts.ReportBody.safeParse({ ...base, note: 'a'.repeat(REPORT_NOTE_MAX + 1) }).success).toBe(false);
  });
});
