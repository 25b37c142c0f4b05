import { describe, expect, it } from 'vitest';
import { bioShown, interestsFromHobbies } from './onboarding-answers.ts';

describe('interestsFromHobbies', () => {
  it('splits on commas, trims, drops blanks and repeats', () => {
    expect(interestsFromHobbies(' Highlife music, cooking , ,jollof,  COOKING,')).toEqual([
      'Highlife music',
      'cooking',
      'jollof',
    ]);
  });
  it('keeps a single hobby without commas', () => {
    expect(interestsFromHobbies('drumming on weekends')).toEqual(['drumming on weekends']);
  });
});

describe('bioShown', () => {
  const interests = interestsFromHobbies('Highlife music, cooking jollof, , hiking');

  it('hides a bio the old onboarding built from the hobbies and the personality', () => {
    expect(bioShown('Highlife music, cooking jollof, , hiking\nPersonality: ENFJ', interests, 'ENFJ')).toBe('');
    expect(bioShown('highlife MUSIC,hiking\nPersonality: ENFJ', interests, 'ENFJ')).toBe('');
  });

  it('keeps hobbies that are not all interests (prose, or interests edited since), without the personality line', () => {
    const prose = 'I spend Sundays cooking for my whole family and dancing';
    expect(bioShown(`${prose}\nPersonality: INFJ`, [prose.slice(0, 40)], 'INFJ')).toBe(prose);
    expect(bioShown('Highlife music, chess\nPersonality: ENFJ', interests, 'ENFJ')).toBe('Highlife music, chess');
  });

  it("leaves the member's own words alone", () => {
    expect(bioShown('Jollof diplomacy.', interests, 'ENFJ')).toBe('Jollof diplomacy.');
    expect(bioShown("Hello, I'm new to Sankofa!", [], null)).toBe("Hello, I'm new to Sankofa!");
    // A personality line that is not the member's own type is something they wrote.
    expect(bioShown('hiking\nPersonality: ISTP', interests, 'ENFJ')).toBe('hiking\nPersonality: ISTP');
    expect(bioShown('Personality: ENFJ is who I am', interests, 'ENFJ')).toBe('Personality: ENFJ is who I am');
  });
});
