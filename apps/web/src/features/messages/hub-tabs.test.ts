import { describe, expect, it } from 'vitest';
import { chatIntentOf, tabOf } from './hub-tabs.ts';

const user = { userId: 'u-1', displayName: 'Kofi', photoUrl: '/p.jpg' };

describe('chatIntentOf', () => {
  it('reads a selected user and the unsent message', () => {
    expect(chatIntentOf({ selectedUser: user, initialMessage: 'Akwaaba!' })).toEqual({
      selectedUser: user,
      initialMessage: 'Akwaaba!',
    });
  });

  it('leaves out a blank message and a missing photo', () => {
    expect(chatIntentOf({ selectedUser: { userId: 'u-1', displayName: 'Kofi' }, initialMessage: '  ' })).toEqual({
      selectedUser: { userId: 'u-1', displayName: 'Kofi', photoUrl: null },
    });
  });

  it('ignores state that is not a chat hand-over', () => {
    for (const s of [
      null,
      undefined,
      'x',
      {},
      { selectedUser: null },
      { selectedUser: { displayName: 'K' } },
      { selectedUser: { userId: 5 } },
    ]) {
      expect(chatIntentOf(s)).toBeNull();
    }
  });
});

describe('tabOf', () => {
  const intent = chatIntentOf({ selectedUser: user });
  it('follows the address', () => {
    expect(tabOf('matches', null)).toBe('matches');
    expect(tabOf('friends', intent)).toBe('friends');
  });

  it('opens Messages for a hand-over and Friends otherwise', () => {
    expect(tabOf(null, intent)).toBe('messages');
    expect(tabOf('nonsense', null)).toBe('friends');
  });
});
