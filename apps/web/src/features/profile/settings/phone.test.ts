import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { UpdateContactDetailsBody } from '@sankofa/contracts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { phoneError } from './phone.ts';

// The messages come from the English settings texts, as a browser showing English gets them.
beforeAll(() => i18n.loadNamespaces('settings'));

describe('phoneError', () => {
  it('accepts digits, spaces, +, -, ( and )', () => {
    expect(phoneError('Phone', '+233 (20) 123-4567')).toBeNull();
    expect(phoneError('Phone', '')).toBeNull();
    expect(phoneError('Phone', '   ')).toBeNull();
  });

  it('names the field and the allowed characters', () => {
    expect(phoneError('Phone', '020-CALL-ME')).toBe(
      'Phone: Phone numbers may contain only digits, spaces, +, -, ( and )',
    );
    expect(phoneError('Emergency contact phone', '+-()')).toBe('Emergency contact phone needs at least one digit');
  });

  it('agrees with the server on every input', () => {
    const chars = fc.constantFrom(...'0123456789 +-()x.#/'.split(''));
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 40 }).map((a) => a.join('')),
        (phone) => {
          const server = UpdateContactDetailsBody.safeParse({
            phone,
            emergencyContactName: null,
            emergencyContactPhone: null,
          });
          expect(phoneError('Phone', phone) === null).toBe(server.success);
          if (!server.success) expect(server.error.issues[0]?.message).toBe(phoneError('Phone', phone));
        },
      ),
    );
  });
});
