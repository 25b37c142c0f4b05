import { describe, expect, it } from 'vitest';
import { bioFromHobbies, interestsFromHobbies } from './onboarding-answers.ts';

describe('interestsFromHobbies', () => {
  it('splits on commas, trims, drops blanks and repeats', () => {
    expect(interestsFromHobbies(' Highlife music, cooking , ,jollof,  COOKING,')).toEqual(['Highlife music', 'cooking', 'jollof']);
  });
  it('keeps a single hobby without commas', () => {
    expect(interestsFromHobbies('drumming on weekends')).toEqual(['drumming on weekends']);
  });
});

describe('bioFromHobbies', () => {
  it('is the hobbies text plus a Personality line', () => {
    expect(bioFromHobbies('I love highlife', 'ENFP')).toBe('I love highlife\nPersonality: ENFP');
  });
});
