import { describe, expect, it } from 'vitest';
import { FACE_THRESHOLDS } from '../thresholds.ts';
import { eyeAspectRatio, eyesClosedFromAspect, toReading, yawFromHuman, type RawFace } from './readings.ts';
import { faceSimilarity } from './similarity.ts';

/** Both eyes 30 px wide with the lids `gap` px apart, in EYE_POINTS order. */
const eyes = (gap: number) => [0, 0, 30, 0, 15, -gap / 2, 15, gap / 2, 50, 0, 80, 0, 65, -gap / 2, 65, gap / 2];

const raw = (over: Partial<RawFace> = {}): RawFace => ({
  score: 0.99,
  box: [0.3, 0.3, 0.3, 0.4],
  yaw: 0,
  pitch: 0,
  roll: 0,
  eyes: eyes(10),
  happy: 0.1,
  real: 0.8,
  live: 0.9,
  embedding: [1, 0, 0],
  ...over,
});

describe('face readings from the worker', () => {
  it("turns human's yaw into the person's own left as positive", () => {
    // A sample face turned to her own left reads -23° in human (see the integration test).
    expect(yawFromHuman(-0.4)).toBeCloseTo(0.4);
    expect(toReading([raw({ yaw: -0.4 })], FACE_THRESHOLDS).face?.yaw).toBeCloseTo(0.4);
  });

  it('reads open eyes as 0 and shut eyes as 1', () => {
    expect(eyeAspectRatio(eyes(10))).toBeCloseTo(1 / 3);
    expect(eyesClosedFromAspect(eyeAspectRatio(eyes(10)))).toBe(0);
    expect(eyesClosedFromAspect(eyeAspectRatio(eyes(2)))).toBe(1);
    expect(eyesClosedFromAspect(eyeAspectRatio(eyes(6.3)))).toBeCloseTo(0.5, 1);
  });

  it('counts confident faces and describes the largest', () => {
    const small = raw({ box: [0, 0, 0.1, 0.1], embedding: [0, 1, 0] });
    const large = raw({ box: [0.5, 0.5, 0.4, 0.4], embedding: [0, 0, 1] });
    const faint = raw({ score: 0.3, box: [0, 0, 0.9, 0.9] });
    const r = toReading([small, faint, large], FACE_THRESHOLDS);
    expect(r.faces).toBe(2);
    expect(r.face?.embedding).toEqual([0, 0, 1]);
    expect(toReading([faint], FACE_THRESHOLDS)).toEqual({ faces: 0, face: null });
  });
});

describe('faceSimilarity', () => {
  it('is 1 for the same direction and 0 for unrelated or malformed descriptors', () => {
    expect(faceSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(faceSimilarity([1, 0], [0, 1])).toBe(0);
    expect(faceSimilarity([1, 0], [1, 0, 0])).toBe(0);
    expect(faceSimilarity([0, 0], [1, 1])).toBe(0);
  });
});
