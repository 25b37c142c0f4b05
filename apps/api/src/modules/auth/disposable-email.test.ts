import { describe, expect, it } from 'vitest';
import { isDisposableEmail } from './disposable-email.ts';

describe('disposable e-mail domains', () => {
  it('knows throwaway inboxes, in any case and under subdomains', () => {
    for (const email of [
      'ama@mailinator.com',
      'Ama@MAILINATOR.COM',
      'x@sub.mailinator.com',
      'kofi@guerrillamail.com',
      'k@yopmail.com',
    ]) {
      expect(isDisposableEmail(email), email).toBe(true);
    }
  });

  it('lets ordinary and company addresses through', () => {
    for (const email of [
      'ama@gmail.com',
      'kofi@outlook.com',
      'adjoa@yahoo.co.uk',
      'team@example.org',
      'me@university.edu.gh',
      'no-at-sign',
    ]) {
      expect(isDisposableEmail(email), email).toBe(false);
    }
  });
});
