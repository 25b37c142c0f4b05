import { describe, expect, it } from 'vitest';
import { draftKey, parseDraft } from './onboarding-draft.ts';
import { EMPTY_VALUES } from './onboarding-values.ts';

describe('parseDraft', () => {
  it('restores a draft it wrote', () => {
    const values = { ...EMPTY_VALUES, agreed: true, name: 'Kofi', gender: 'man', heightCm: 180, distanceMiles: 40 };
    const draft = parseDraft(JSON.stringify({ step: 4, values }));
    expect(draft).toEqual({ step: 4, values });
  });

  it('starts afresh on nothing or on text that is not JSON', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{oops')).toBeNull();
    expect(parseDraft('42')).toBeNull();
  });

  it('drops fields that are not valid answers instead of trusting them', () => {
    const draft = parseDraft(
      JSON.stringify({
        step: 99,
        values: {
          gender: 'robot',
          heightCm: 171,
          distanceMiles: 500,
          personality: 'ABCD',
          agreed: 'yes',
          location: { kind: 'city' },
        },
      }),
    );
    expect(draft?.step).toBe(10);
    expect(draft?.values).toEqual({ ...EMPTY_VALUES, distanceMiles: 100 });
  });

  it('keeps each user in their own slot', () => {
    expect(draftKey('a')).not.toBe(draftKey('b'));
  });
});
