import type { ProfileSettings } from '@sankofa/contracts';

// One set of words for these choices across onboarding and the profile.
export { EDUCATION_LABELS, LOOKING_FOR_LABELS as GOAL_LABELS } from '@/lib/profile-labels.ts';

export const entriesOf = <K extends string>(labels: Record<K, string>) => Object.entries(labels) as [K, string][];

export interface SettingItem {
  key: keyof ProfileSettings;
  label: string;
  hint?: string;
}

export const PRIVACY_SETTINGS: SettingItem[] = [
  { key: 'showProfile', label: 'Show my profile to others', hint: 'When off, you are hidden from discovery.' },
  { key: 'allowMessages', label: 'Allow direct messages' },
  { key: 'showOnline', label: 'Show online status' },
  { key: 'openToKids', label: 'Open to people with kids' },
  { key: 'wantsKids', label: 'Want to have kids in the future' },
  { key: 'hasKids', label: 'Already have kids' },
];

export const NOTIFICATION_SETTINGS: SettingItem[] = [
  { key: 'notifyMatches', label: 'New matches' },
  { key: 'notifyMessages', label: 'Messages' },
  { key: 'notifyCalls', label: 'Calls' },
  { key: 'notifyStreams', label: 'Live stream notifications' },
  { key: 'notifyFriendRequests', label: 'Friend requests' },
];

/** Token prices of the gifts (spec part 2, §9). */
export const GIFT_PRICES = [
  { id: 'rose', name: 'Rose', tokens: 10 },
  { id: 'heart', name: 'Heart', tokens: 25 },
  { id: 'diamond', name: 'Diamond', tokens: 100 },
] as const;
