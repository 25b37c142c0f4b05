import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { photoPosition, stepPhoto } from './photo-steps.ts';

beforeAll(() => i18n.loadNamespaces('discover'));
afterAll(() => i18n.changeLanguage('en'));

describe('stepPhoto', () => {
  it('moves one photo at a time and stops at either end', () => {
    expect(stepPhoto(0, 3, 'next')).toBe(1);
    expect(stepPhoto(2, 3, 'next')).toBe(2);
    expect(stepPhoto(1, 3, 'previous')).toBe(0);
    expect(stepPhoto(0, 3, 'previous')).toBe(0);
  });
  it('stays on the only photo, or on none', () => {
    expect(stepPhoto(0, 1, 'next')).toBe(0);
    expect(stepPhoto(0, 0, 'next')).toBe(0);
  });
  it('names the position only when there is more than one', () => {
    expect(photoPosition(1, 4, 'Ama')).toBe('Photo 2 of 4 of Ama');
    expect(photoPosition(0, 1, 'Ama')).toBe('Photo of Ama');
  });
  it('names it in the language shown', async () => {
    await i18n.changeLanguage('fr');
    expect(photoPosition(1, 4, 'Ama')).toBe('Photo 2 sur 4 de Ama');
  });
});
