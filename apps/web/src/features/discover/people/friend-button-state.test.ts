import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';

// The labels come from the English Discover texts, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces(['discover', 'discoverDialogs']));
import {
  friendButtonLabel,
  FRIENDSHIP_ACTION_LABELS,
  friendButtonDisabled,
  stateForStatus,
} from './friend-button-state.ts';

describe('friend button', () => {
  it('has the five labels', () => {
    expect((['idle', 'loading', 'sent', 'friends', 'error'] as const).map(friendButtonLabel)).toEqual([
      'Add Friend',
      'Sending...',
      'Request Sent',
      'Friends',
      'Try Again',
    ]);
  });
  it('is disabled only while sending, once sent and when friends', () => {
    expect(friendButtonDisabled('idle')).toBe(false);
    expect(friendButtonDisabled('error')).toBe(false);
    expect(friendButtonDisabled('loading')).toBe(true);
    expect(friendButtonDisabled('sent')).toBe(true);
    expect(friendButtonDisabled('friends')).toBe(true);
  });
  it('follows the server status', () => {
    expect(stateForStatus('friend')).toBe('friends');
    expect(stateForStatus('request_sent')).toBe('sent');
    expect(stateForStatus('none')).toBe('idle');
    expect(stateForStatus('request_received')).toBe('idle');
  });
  it('labels the dialog action', () => {
    expect(FRIENDSHIP_ACTION_LABELS.request_received).toBe('Accept Friend Request');
  });
});
