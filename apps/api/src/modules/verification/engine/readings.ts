import type { FaceReading } from '../face-engine.ts';
import { EYE_ASPECT, type FaceThresholds } from '../thresholds.ts';

/**
 * Mesh points of the eyes, in the order the worker sends them: for each eye the two corners, then
 * the upper and the lower lid at the eye's middle (MediaPipe face-mesh numbering).
 */
export const EYE_POINTS = [33, 133, 159, 145, 362, 263, 386, 374] as const;

/** One face as the worker thread reports it; angles in human's own convention. */
export interface RawFace {
  score: number;
  box: [number, number, number, number];
  yaw: number;
  pitch: number;
  roll: number;
  /** x, y of EYE_POINTS in pixels; null when there was no mesh. */
  eyes: number[] | null;
  happy: number;
  real: number;
  live: number;
  embedding: number[] | null;
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** Lid gap over eye width for both eyes, averaged: a blink closes both. */
export function eyeAspectRatio(eyes: readonly number[]): number {
  const pt = (i: number) => [eyes[2 * i] ?? 0, eyes[2 * i + 1] ?? 0] as const;
  const dist = (a: number, b: number) => Math.hypot(pt(a)[0] - pt(b)[0], pt(a)[1] - pt(b)[1]);
  const ratio = (corner1: number, corner2: number, upper: number, lower: number) => {
    const width = dist(corner1, corner2);
    return width > 0 ? dist(upper, lower) / width : 0;
  };
  return (ratio(0, 1, 2, 3) + ratio(4, 5, 6, 7)) / 2;
}

/** 0 = eyes as open as usual, 1 = shut. */
export function eyesClosedFromAspect(ratio: number): number {
  return clamp01((EYE_ASPECT.open - ratio) / (EYE_ASPECT.open - EYE_ASPECT.closed));
}

/**
 * human's yaw is the negated Euler angle of the head frame it builds from the mesh (x from face
 * point 234 to 454, the person's right cheek to their left). When a person turns to their own
 * left, their left cheek moves away from the camera, the x axis gains depth and human's yaw goes
 * negative (checked on a sample face turned to her left: −23°, and +23° on the mirrored image).
 * FaceReading wants the person's own left positive, so the sign is flipped here, once. This holds
 * for an un-mirrored camera frame; a selfie preview that mirrors the picture must not mirror what
 * it sends.
 */
export function yawFromHuman(humanYaw: number): number {
  return -humanYaw;
}

/** Chooses the largest confident face and keeps only the numbers a decision reads. */
export function toReading(faces: readonly RawFace[], t: Pick<FaceThresholds, 'faceMinScore'>): FaceReading {
  const confident = faces.filter((f) => f.score >= t.faceMinScore);
  let largest: RawFace | undefined;
  for (const f of confident) if (!largest || f.box[2] * f.box[3] > largest.box[2] * largest.box[3]) largest = f;
  if (!largest) return { faces: 0, face: null };
  return {
    faces: confident.length,
    face: {
      score: largest.score,
      box: largest.box,
      yaw: yawFromHuman(largest.yaw),
      pitch: largest.pitch,
      roll: largest.roll,
      eyesClosed: largest.eyes ? eyesClosedFromAspect(eyeAspectRatio(largest.eyes)) : 0,
      smile: clamp01(largest.happy),
      real: clamp01(largest.real),
      live: clamp01(largest.live),
      embedding: largest.embedding,
    },
  };
}
