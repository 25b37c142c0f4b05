import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each(['ama@example.com', ' kofi.mensah@mail.co.uk ', 'a+b@sub.domain.org'])('accepts %s', (v) => {
    expect(isValidEmail(v)).toBe(true);
  });
  it.each(['', 'ama', 'ama@', '@example.com', 'ama@example', 'a b@example.com', 'ama@@example.com'])(
    'rejects %j',
    (v) => {
      expect(isValidEmail(v)).toBe(false);
    },
  );
});
