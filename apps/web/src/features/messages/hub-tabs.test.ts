import { describe, expect, it } from 'vitest';
import { chatIntentOf, firstMessageOf, tabOf } from './hub-tabs.ts';

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

describe('firstMessageOf', () => {
  const first = { to: 'u-1', text: ' Akwaaba! ', clientId: '3f2c9a1e-5b7d-4c2a-9e1f-0a1b2c3d4e5f' };

  it('reads a handed-over first message, trimmed', () => {
    expect(firstMessageOf({ firstMessage: first })).toEqual({ ...first, text: 'Akwaaba!' });
  });

  it('ignores anything incomplete or malformed', () => {
    for (const s of [
      null,
      {},
      { firstMessage: { ...first, text: '  ' } },
      { firstMessage: { ...first, clientId: 'short' } },
      { firstMessage: { ...first, clientId: 'has spaces in it' } },
      { firstMessage: { text: 'x', clientId: first.clientId } },
    ]) {
      expect(firstMessageOf(s)).toBeNull();
    }
  });
});
