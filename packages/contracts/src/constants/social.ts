export const REPORT_REASONS = [
  'fake_profile',
  'harassment',
  'inappropriate_content',
  'scam',
  'underage',
  'other',
] as const;
export const REPORT_REASON_LABELS: Record<(typeof REPORT_REASONS)[number], string> = {
  fake_profile: 'Fake profile',
  harassment: 'Harassment or hate',
  inappropriate_content: 'Inappropriate photos or words',
  scam: 'Scam or asking for money',
  underage: 'May be under 18',
  other: 'Something else',
};
export const REPORT_NOTE_MAX = 1000;
