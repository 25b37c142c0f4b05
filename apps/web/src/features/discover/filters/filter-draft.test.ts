import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { NO_FILTERS } from '@sankofa/contracts';
import { draftCount, draftFrom, requestFrom, serverFieldErrors, toggled } from './filter-draft.ts';

const both = { cultural: true, advanced: true };

beforeAll(() => i18n.loadNamespaces('discoverDialogs'));
afterAll(() => i18n.changeLanguage('en'));

describe('filter draft', () => {
  it('round-trips saved filters, numbers as text and empty as no limit', () => {
    const draft = draftFrom({ ...NO_FILTERS, advanced: { ...NO_FILTERS.advanced, ageMin: 25 } });
    expect(draft.advanced.ageMin).toBe('25');
    expect(draft.advanced.ageMax).toBe('');
    expect(requestFrom(draft, both).body).toEqual({
      cultural: NO_FILTERS.cultural,
      advanced: { ...NO_FILTERS.advanced, ageMin: 25 },
    });
  });

  it('gives the contract’s messages, keyed like the server’s fields', () => {
    const draft = draftFrom(NO_FILTERS);
    draft.advanced.ageMin = '40';
    draft.advanced.ageMax = '30';
    expect(requestFrom(draft, both).errors).toEqual({ 'advanced.ageMin': "Minimum age can't be above maximum age" });
    draft.advanced.heightMinCm = 'tall';
    draft.cultural.interests = ['Kente', 'kente'];
    expect(requestFrom(draft, both).errors).toEqual({
      'cultural.interests': 'Each of the interests can be chosen only once',
      'advanced.heightMinCm': 'Minimum height must be a whole number',
    });
  });

  it('says the checks in the language shown', async () => {
    const draft = draftFrom(NO_FILTERS);
    draft.advanced.ageMin = '12';
    draft.advanced.heightMaxCm = '400';
    await i18n.changeLanguage('fr');
    expect(requestFrom(draft, both).errors).toEqual({
      'advanced.ageMin': 'L’âge minimum doit être d’au moins 18',
      'advanced.heightMaxCm': 'La taille maximale ne peut pas dépasser 250',
    });
    draft.advanced.ageMin = '40';
    draft.advanced.ageMax = '30';
    draft.advanced.heightMaxCm = '';
    await i18n.changeLanguage('ar');
    expect(requestFrom(draft, both).errors).toEqual({
      'advanced.ageMin': 'لا يمكن أن يتجاوز الحد الأدنى للعمر الحد الأقصى للعمر',
    });
    await i18n.changeLanguage('en');
  });

  it('leaves out the groups the plan does not include, invalid or not', () => {
    const draft = draftFrom(NO_FILTERS);
    draft.cultural.minMatch = 70;
    draft.advanced.ageMin = '10';
    expect(requestFrom(draft, { cultural: true, advanced: false })).toEqual({
      body: { cultural: { minMatch: 70, interests: [] } },
      errors: null,
    });
    expect(draftCount(draft, { cultural: true, advanced: false })).toBe(1);
    expect(draftCount(draft, both)).toBe(2);
  });

  it('reads the server’s field messages and ignores anything malformed', () => {
    expect(serverFieldErrors({ fields: [{ field: 'advanced.ageMin', message: 'Too young' }, { field: 3 }] })).toEqual({
      'advanced.ageMin': 'Too young',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });

  it('toggles a choice in or out', () => {
    expect(toggled(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggled(['b'], 'a')).toEqual(['b', 'a']);
  });
});
