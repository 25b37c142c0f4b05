import { describe, expect, it } from 'vitest';
import { ReportBody, UpdateContactDetailsBody } from './index.ts';
import { CONTACT_NAME_MAX, PHONE_MAX, REPORT_NOTE_MAX } from './constants.ts';

describe('limits the schemas enforce are the constants the web reads', () => {
  it('phone and contact name lengths', () => {
    const body = (over: object) => ({ phone: null, emergencyContactName: null, emergencyContactPhone: null, ...over });
    expect(UpdateContactDetailsBody.safeParse(body({ phone: '1'.repeat(PHONE_MAX) })).success).toBe(true);
    expect(UpdateContactDetailsBody.safeParse(body({ phone: '1'.repeat(PHONE_MAX + 1) })).success).toBe(false);
    const name = 'a'.repeat(CONTACT_NAME_MAX);
    expect(UpdateContactDetailsBody.safeParse(body({ emergencyContactName: name })).success).toBe(true);
    expect(UpdateContactDetailsBody.safeParse(body({ emergencyContactName: `${name}a` })).success).toBe(false);
  });

  it('a report note exactly as long as allowed', () => {
    const base = { userId: '3f1c2a9e-8b4d-4c6e-9a1f-2b3c4d5e6f70', reason: 'other' };
    expect(ReportBody.safeParse({ ...base, note: 'a'.repeat(REPORT_NOTE_MAX) }).success).toBe(true);
    expect(ReportBody.safeParse({ ...base, note: 'a'.repeat(REPORT_NOTE_MAX + 1) }).success).toBe(false);
  });

  it('the constants entry loads no schema library', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const dir = new URL('./constants/', import.meta.url);
    for (const file of readdirSync(dir)) expect(readFileSync(new URL(file, dir), 'utf8')).not.toMatch(/from '(?!\.\/)/);
  });
});
