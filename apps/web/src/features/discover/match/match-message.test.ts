import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { checkMatchMessage } from './match-message.ts';

// The texts come from the English Discover file, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('discover'));

describe('checkMatchMessage', () => {
  it('rejects blank text', () => {
    expect(checkMatchMessage('')).toMatchObject({ valid: false, counter: '0/200 characters' });
    expect(checkMatchMessage('   \n ')).toMatchObject({ valid: false, text: '' });
  });
  it('trims and counts', () => {
    expect(checkMatchMessage('  Hello!  ')).toEqual({
      text: 'Hello!',
      valid: true,
      tooLong: false,
      counter: '6/200 characters',
    });
  });
  it('accepts exactly 200 and rejects 201', () => {
    expect(checkMatchMessage('a'.repeat(200)).valid).toBe(true);
    expect(checkMatchMessage(` ${'a'.repeat(200)} `).valid).toBe(true);
    expect(checkMatchMessage('a'.repeat(201))).toMatchObject({
      valid: false,
      tooLong: true,
      counter: '201/200 characters',
    });
  });
});
