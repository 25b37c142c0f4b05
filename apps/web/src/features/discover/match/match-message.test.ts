import { describe, expect, it } from 'vitest';
import { checkMatchMessage } from './match-message.ts';

describe('checkMatchMessage', () => {
  it('rejects blank text', () => {
    expect(checkMatchMessage('')).toMatchObject({ valid: false, counter: '0/200 characters' });
    expect(checkMatchMessage('   \n ')).toMatchObject({ valid: false, text: '' });
  });
  it('trims and counts', () => {
    expect(checkMatchMessage('  Hello!  ')).toEqual({ text: 'Hello!', valid: true, tooLong: false, counter: '6/200 characters' });
  });
  it('accepts exactly 200 and rejects 201', () => {
    expect(checkMatchMessage('a'.repeat(200)).valid).toBe(true);
    expect(checkMatchMessage(` ${'a'.repeat(200)} `).valid).toBe(true);
    expect(checkMatchMessage('a'.repeat(201))).toMatchObject({ valid: false, tooLong: true, counter: '201/200 characters' });
  });
});
