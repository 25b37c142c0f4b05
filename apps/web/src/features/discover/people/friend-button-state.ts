import { i18n } from '@/lib/i18n/i18n.ts';
import type { FriendshipStatus } from '@sankofa/contracts';

/** The card's add-friend button (spec part 2 §4): five states, the error one resetting itself. */
export type FriendButtonState = 'idle' | 'loading' | 'sent' | 'friends' | 'error';

/** The words on the button for each state, in the language shown. */
export const friendButtonLabel = (state: FriendButtonState) => i18n.t(`discover:friend.${state}`);

export const friendButtonDisabled = (state: FriendButtonState) =>
  state === 'loading' || state === 'sent' || state === 'friends';

/** What the server says the friendship now is, as a button state. */
export function stateForStatus(status: FriendshipStatus): FriendButtonState {
  switch (status) {
    case 'friend':
      return 'friends';
    case 'request_sent':
      return 'sent';
    default:
      return 'idle';
  }
}

/** The profile dialog's label for the friendship the server reports, in the language shown when read. */
export const FRIENDSHIP_ACTION_LABELS: Readonly<Record<FriendshipStatus, string>> = {
  get none() {
    return i18n.t('discoverDialogs:friend.action.none');
  },
  get request_sent() {
    return i18n.t('discoverDialogs:friend.action.request_sent');
  },
  get request_received() {
    return i18n.t('discoverDialogs:friend.action.request_received');
  },
  get friend() {
    return i18n.t('discoverDialogs:friend.action.friend');
  },
};
