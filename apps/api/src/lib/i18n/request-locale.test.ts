import { describe, expect, it } from 'vitest';
import { localeFromHeader } from './request-locale.ts';

describe('localeFromHeader', () => {
  it('takes the first language we offer, by primary subtag and quality', () => {
    expect(localeFromHeader('fr')).toBe('fr');
    expect(localeFromHeader('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(localeFromHeader('de-DE, ar;q=0.5, fr;q=0.7')).toBe('fr');
    expect(localeFromHeader('en-US,en;q=0.9')).toBe('en');
  });

  it('answers null when it names none of ours', () => {
    expect(localeFromHeader(undefined)).toBeNull();
    expect(localeFromHeader('')).toBeNull();
    expect(localeFromHeader('de, it;q=0.5')).toBeNull();
    expect(localeFromHeader('fr;q=0')).toBeNull();
    expect(localeFromHeader('*')).toBeNull();
  });
});
