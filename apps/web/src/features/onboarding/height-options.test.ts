import { describe, expect, it } from 'vitest';
import { feetInchesToCm, HEIGHT_OPTIONS, heightLabel } from './height-options.ts';

describe('height choices', () => {
  it('run from 4\'10" to 6\'5" and end with 6\'6"+', () => {
    expect(HEIGHT_OPTIONS[0]).toEqual({ label: `4'10"`, cm: 147 });
    expect(HEIGHT_OPTIONS.at(-2)).toEqual({ label: `6'5"`, cm: 196 });
    expect(HEIGHT_OPTIONS.at(-1)).toEqual({ label: `6'6"+`, cm: 198 });
    expect(HEIGHT_OPTIONS).toHaveLength(21);
  });

  it('converts with 30.48 cm a foot and 2.54 cm an inch, rounded', () => {
    expect(feetInchesToCm(5, 0)).toBe(152);
    expect(feetInchesToCm(5, 7)).toBe(170);
    expect(feetInchesToCm(5, 11)).toBe(180);
    expect(feetInchesToCm(6, 0)).toBe(183);
  });

  it('gives every choice its own centimetre value, so a saved value maps back to one label', () => {
    const cms = HEIGHT_OPTIONS.map((o) => o.cm);
    expect(new Set(cms).size).toBe(cms.length);
    expect(heightLabel(170)).toBe(`5'7"`);
    expect(heightLabel(171)).toBeNull();
    expect(heightLabel(null)).toBeNull();
  });
});
