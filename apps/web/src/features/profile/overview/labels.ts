import type { ProfileSettings } from '@sankofa/contracts';

/** The switches of Settings, by group; their words are in the settings texts under `account.items.<key>`. */
export interface SettingItem {
  key: keyof ProfileSettings;
  /** Whether a line under the label explains it (`account.items.<key>Hint`). */
  hint?: boolean;
}

export const PRIVACY_SETTINGS: SettingItem[] = [
  { key: 'showProfile', hint: true },
  { key: 'allowMessages' },
  { key: 'showOnline' },
  { key: 'openToKids' },
  { key: 'wantsKids' },
  { key: 'hasKids' },
];

export const NOTIFICATION_SETTINGS: SettingItem[] = [
  { key: 'notifyMatches' },
  { key: 'notifyMessages' },
  { key: 'notifyCalls' },
  { key: 'notifyStreams' },
  { key: 'notifyFriendRequests' },
];

/** Token prices of the gifts (spec part 2, §9); their names are in the profile texts (`tokens.gifts`). */
export const GIFT_PRICES = [
  { id: 'rose', tokens: 10 },
  { id: 'heart', tokens: 25 },
  { id: 'diamond', tokens: 100 },
] as const;
