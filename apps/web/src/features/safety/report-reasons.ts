/**
 * The report reasons and their labels from packages/contracts/src/social.ts, repeated here because
 * importing that module at run time would ship zod to the browser; report-reasons.test.ts keeps the
 * two equal.
 */
export const REPORT_REASONS = [
  'fake_profile',
  'harassment',
  'inappropriate_content',
  'scam',
  'underage',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake_profile: 'Fake profile',
  harassment: 'Harassment or hate',
  inappropriate_content: 'Inappropriate photos or words',
  scam: 'Scam or asking for money',
  underage: 'May be under 18',
  other: 'Something else',
};

export const REPORT_NOTE_MAX = 1000;
