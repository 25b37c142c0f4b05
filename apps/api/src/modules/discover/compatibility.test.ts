import { describe, expect, it } from 'vitest';
import { compatibilityScore, goalsFit, overlap, personalityFit, WEIGHTS, type ScoreInputs } from './compatibility.ts';

const person = (over: Partial<ScoreInputs> = {}): ScoreInputs => ({
  interests: ['Highlife music', 'Cooking jollof', 'Hiking'],
  languages: ['English', 'Twi'],
  personality: 'ENFJ',
  relationshipGoals: 'long-term',
  ...over,
});

describe('compatibilityScore', () => {
  it('weights add up to 100', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('is 100 for a perfect match nearby and 0 for nothing in common far away', () => {
    const a = person({ personality: 'ENFJ' });
    const b = person({ personality: 'INFJ' });
    expect(compatibilityScore(a, b, 'nearby')).toBe(100);
    const none = person({
      interests: ['Chess'],
      languages: ['French'],
      personality: null,
      relationshipGoals: 'short-term',
    });
    expect(compatibilityScore(person({ personality: 'ENFJ' }), none, 'far')).toBe(0);
  });

  it('is symmetric', () => {
    const a = person();
    const b = person({
      interests: ['hiking', 'Chess'],
      languages: ['twi'],
      personality: 'INTP',
      relationshipGoals: 'open-to-long',
    });
    expect(compatibilityScore(a, b, 'within_25')).toBe(compatibilityScore(b, a, 'within_25'));
  });

  it('rises with each shared part and with closeness', () => {
    const base = person({ interests: ['Chess'], languages: ['French'], personality: null, relationshipGoals: null });
    const me = person();
    const s0 = compatibilityScore(me, base, 'far');
    const s1 = compatibilityScore(me, { ...base, interests: ['hiking'] }, 'far');
    const s2 = compatibilityScore(me, { ...base, interests: ['hiking'], languages: ['TWI'] }, 'far');
    const s3 = compatibilityScore(
      me,
      { ...base, interests: ['hiking'], languages: ['TWI'], relationshipGoals: 'long-term' },
      'far',
    );
    const s4 = compatibilityScore(
      me,
      { ...base, interests: ['hiking'], languages: ['TWI'], relationshipGoals: 'long-term' },
      'within_10',
    );
    expect([s0, s1, s2, s3, s4]).toEqual([...new Set([s0, s1, s2, s3, s4])].sort((x, y) => x - y));
  });

  it('treats an unknown distance as neutral, between near and far', () => {
    const a = person();
    expect(compatibilityScore(a, a, null)).toBeLessThan(compatibilityScore(a, a, 'nearby'));
    expect(compatibilityScore(a, a, null)).toBeGreaterThan(compatibilityScore(a, a, 'far'));
  });

  it('stays an integer within 0–100 for empty answers', () => {
    const empty: ScoreInputs = { interests: [], languages: [], personality: null, relationshipGoals: null };
    const s = compatibilityScore(empty, empty, null);
    expect(Number.isInteger(s)).toBe(true);
    expect(s).toBeGreaterThanOrEqual(0);
    expect(s).toBeLessThanOrEqual(100);
  });
});

describe('parts', () => {
  it('overlap ignores case and spaces and divides by the shorter list', () => {
    expect(overlap([' Jazz ', 'Reggae'], ['jazz', 'reggae', 'chess', 'poetry'])).toBe(1);
    expect(overlap(['Jazz', 'Reggae'], ['jazz'])).toBe(1);
    expect(overlap(['Jazz', 'Reggae'], ['jazz', 'chess'])).toBe(0.5);
    expect(overlap([], ['jazz'])).toBe(0);
  });

  it('personality: same N/S and opposite E/I fit best', () => {
    expect(personalityFit('ENFJ', 'INFJ')).toBe(1);
    expect(personalityFit('ENFJ', 'ENFJ')).toBeCloseTo(13 / 15);
    expect(personalityFit('ENFJ', 'ESTP')).toBeCloseTo(2 / 15);
    expect(personalityFit(null, 'ENFJ')).toBe(0);
  });

  it('relationship goals: equal, same leaning, not sure, opposite', () => {
    expect(goalsFit('long-term', 'long-term')).toBe(1);
    expect(goalsFit('long-term', 'open-to-long')).toBe(0.5);
    expect(goalsFit('not-sure', 'short-term')).toBe(0.3);
    expect(goalsFit('long-term', 'short-term')).toBe(0);
  });
});
