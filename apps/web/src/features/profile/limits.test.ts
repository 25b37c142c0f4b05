import { describe, expect, it } from 'vitest';
import * as contracts from '@sankofa/contracts';
import * as limits from './limits.ts';

describe('limits mirror the contracts', () => {
  it.each([
    'MAX_PHOTOS',
    'INTERESTS_MAX',
    'INTEREST_MAX',
    'DISPLAY_NAME_MIN',
    'DISPLAY_NAME_MAX',
    'OCCUPATION_MAX',
    'LOCATION_MAX',
    'BIO_MAX',
    'MIN_AGE',
    'MAX_AGE',
    'PHONE_MESSAGE',
  ] as const)('%s', (name) => {
    expect(limits[name]).toBe(contracts[name]);
  });

  it('phone and contact name lengths', () => {
    const body = (over: object) => ({ phone: null, emergencyContactName: null, emergencyContactPhone: null, ...over });
    expect(contracts.UpdateContactDetailsBody.safeParse(body({ phone: '1'.repeat(limits.PHONE_MAX) })).success).toBe(true);
    expect(contracts.UpdateContactDetailsBody.safeParse(body({ phone: '1'.repeat(limits.PHONE_MAX + 1) })).success).toBe(false);
    const name = 'a'.repeat(limits.CONTACT_NAME_MAX);
    expect(contracts.UpdateContactDetailsBody.safeParse(body({ emergencyContactName: name })).success).toBe(true);
    expect(contracts.UpdateContactDetailsBody.safeParse(body({ emergencyContactName: `${name}a` })).success).toBe(false);
  });
});
