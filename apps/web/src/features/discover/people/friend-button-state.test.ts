import { describe, expect, it } from 'vitest';
import { FRIEND_BUTTON_LABELS, FRIENDSHIP_ACTION_LABELS, friendButtonDisabled, stateForStatus } from './friend-button-state.ts';

describe('friend button', () => {
  it('has the five labels', () => {
    expect(Object.values(FRIEND_BUTTON_LABELS)).toEqual(['Add Friend', 'Sending...', 'Request Sent', 'Friends', 'Try Again']);
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
