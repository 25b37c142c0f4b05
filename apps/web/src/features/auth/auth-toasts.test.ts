import { describe, expect, it } from 'vitest';
import { signInErrorText } from './auth-toasts.ts';

describe('signInErrorText', () => {
  it('rewrites credential failures into one clear sentence', () => {
    const clear = 'Wrong password or email. Please check your credentials and try again.';
    expect(signInErrorText('Invalid email or password.')).toBe(clear);
    expect(signInErrorText('Bad credentials')).toBe(clear);
    expect(signInErrorText('Password mismatch')).toBe(clear);
  });

  it('shows any other server message as it is', () => {
    expect(signInErrorText('Too many sign-in attempts. Please wait a few minutes and try again.')).toBe(
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    );
  });
});
