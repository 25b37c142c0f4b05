import { describe, expect, it } from 'vitest';
import {
  AdvancedFilters,
  advancedCount,
  applicableFilters,
  CulturalFilters,
  culturalCount,
  NO_FILTERS,
  SaveFiltersBody,
} from './discover-filters.ts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('cultural filters contract', () => {
  it('defaults to no filter at all', () => {
    expect(CulturalFilters.parse({})).toEqual({ minMatch: null, interests: [] });
  });
  it('takes only the offered minimum match values', () => {
    expect(CulturalFilters.parse({ minMatch: 70 }).minMatch).toBe(70);
    expect(messages(CulturalFilters.safeParse({ minMatch: 60 }))).toEqual(['Minimum match must be any, 50, 70, 85']);
    expect(CulturalFilters.safeParse({ minMatch: '70' }).success).toBe(false);
  });
  it('trims interests and refuses repeats (any case), blanks and unknown keys', () => {
    expect(CulturalFilters.parse({ interests: [' Highlife '] }).interests).toEqual(['Highlife']);
    expect(messages(CulturalFilters.safeParse({ interests: ['Jollof', 'jollof'] }))).toEqual([
      'Each of the interests can be chosen only once',
    ]);
    expect(messages(CulturalFilters.safeParse({ interests: ['  '] }))).toEqual(['An interest cannot be blank']);
    expect(CulturalFilters.safeParse({ languages: ['Twi'] }).success).toBe(false);
  });
});

describe('advanced filters contract', () => {
  it('defaults to no filter at all', () => {
    expect(advancedCount(AdvancedFilters.parse({}))).toBe(0);
  });
  it('keeps ages within 18–120 and the range the right way round', () => {
    expect(AdvancedFilters.parse({ ageMin: 25, ageMax: 35 })).toMatchObject({ ageMin: 25, ageMax: 35 });
    expect(AdvancedFilters.parse({ ageMin: 30, ageMax: 30 })).toMatchObject({ ageMin: 30, ageMax: 30 });
    expect(messages(AdvancedFilters.safeParse({ ageMin: 17 }))).toEqual(['Minimum age must be at least 18']);
    expect(messages(AdvancedFilters.safeParse({ ageMax: 121 }))).toEqual(['Maximum age can be at most 120']);
    expect(messages(AdvancedFilters.safeParse({ ageMin: 25.5 }))).toEqual(['Minimum age must be a whole number']);
    const reversed = AdvancedFilters.safeParse({ ageMin: 40, ageMax: 30 });
    expect(messages(reversed)).toEqual(["Minimum age can't be above maximum age"]);
    expect(reversed.error?.issues[0]?.path).toEqual(['ageMin']);
  });
  it('keeps heights within 100–250 cm and the range the right way round', () => {
    expect(messages(AdvancedFilters.safeParse({ heightMinCm: 99 }))).toEqual(['Minimum height must be at least 100']);
    expect(messages(AdvancedFilters.safeParse({ heightMinCm: 190, heightMaxCm: 160 }))).toEqual([
      "Minimum height can't be above maximum height",
    ]);
  });
  it('refuses unknown choices and repeats', () => {
    expect(messages(AdvancedFilters.safeParse({ education: ['wizardry'] }))).toEqual(['Please choose your education']);
    expect(messages(AdvancedFilters.safeParse({ bodyTypes: ['slim', 'slim'] }))).toEqual([
      'Each of the body types can be chosen only once',
    ]);
    expect(messages(AdvancedFilters.safeParse({ hasKids: 'maybe' }))).toEqual(['Please choose any, yes or no']);
    expect(AdvancedFilters.safeParse({ verified: true }).success).toBe(false);
  });
  it('counts each filter once (a range is one filter)', () => {
    const f = AdvancedFilters.parse({ ageMin: 20, ageMax: 30, heightMaxCm: 180, verifiedOnly: true, wantsKids: 'no' });
    expect(advancedCount(f)).toBe(4);
  });
});

describe('saving and applying', () => {
  it('lets a group be left out (kept as saved) or sent empty (cleared)', () => {
    expect(SaveFiltersBody.parse({})).toEqual({});
    expect(SaveFiltersBody.parse({ cultural: {} })).toEqual({ cultural: { minMatch: null, interests: [] } });
    expect(SaveFiltersBody.safeParse({ cultural: {}, extra: 1 }).success).toBe(false);
  });
  it('applies only the groups the plan includes', () => {
    const saved = {
      cultural: CulturalFilters.parse({ minMatch: 85 }),
      advanced: AdvancedFilters.parse({ verifiedOnly: true }),
    };
    expect(applicableFilters(saved, { cultural: true, advanced: true })).toEqual(saved);
    expect(applicableFilters(saved, { cultural: true, advanced: false })).toEqual({
      cultural: saved.cultural,
      advanced: NO_FILTERS.advanced,
    });
    const none = applicableFilters(saved, { cultural: false, advanced: false });
    expect(culturalCount(none.cultural) + advancedCount(none.advanced)).toBe(0);
  });
});
