import { describe, expect, it } from 'vitest';
import { pickLocale } from './pick-locale.ts';

describe('pickLocale', () => {
  it("keeps this device's choice over the browser's languages", () => {
    expect(pickLocale('yo', ['fr-FR', 'en'])).toBe('yo');
  });

  it('follows the first browser language offered, by its primary subtag', () => {
    expect(pickLocale(null, ['de-DE', 'pt-BR', 'fr'])).toBe('pt');
    expect(pickLocale(null, ['sw_KE'])).toBe('sw');
    expect(pickLocale(null, ['AR-EG'])).toBe('ar');
  });

  it('ignores a stored value that is not a language offered, and falls back to English', () => {
    expect(pickLocale('de', ['fr-CA'])).toBe('fr');
    expect(pickLocale('<script>', [])).toBe('en');
    expect(pickLocale(undefined, ['zh-CN', 'ja'])).toBe('en');
  });
});
