import { VERIFICATION_HINT, type VerificationAction } from '@sankofa/contracts';
import { describe, expect, it } from 'vitest';
import { ACTION_MISSED_MESSAGES, FAILURE_MESSAGES, decideAttempt, livenessProgress } from './decide-attempt.ts';
import type { AttemptEvidence, AttemptFrame, FaceReading } from './face-engine.ts';
import { FACE_THRESHOLDS as T } from './thresholds.ts';

// Readings shaped like the real engine's: the base face is what it read of the face-id sample
// (frontal, eyes open, neutral, real 0.78, live 0.70); descriptors are small made-up vectors.

const DIM = 64;
/** A person's descriptor; the same seed with a little noise is the same person in another frame. */
function descriptor(person: number, noise = 0): number[] {
  return Array.from({ length: DIM }, (_, i) => {
    const own = (i * 7 + person * 13) % 5 === 0 ? 1 : 0.05;
    return own + noise * (((i * 31 + person) % 9) / 9);
  });
}
const ME = descriptor(1);
const SOMEONE_ELSE = descriptor(2);

type Face = NonNullable<FaceReading['face']>;
const face = (over: Partial<Face> = {}): FaceReading => ({
  faces: 1,
  face: {
    score: 1,
    box: [0.33, 0.27, 0.33, 0.44],
    yaw: 0.02,
    pitch: -0.12,
    roll: -0.01,
    eyesClosed: 0,
    smile: 0.27,
    real: 0.78,
    live: 0.7,
    embedding: descriptor(1, 0.1),
    ...over,
  },
});
const noFace = (): FaceReading => ({ faces: 0, face: null });
const twoFaces = (): FaceReading => ({ ...face(), faces: 2 });

/** What a person who does each step properly looks like in each of its 4 frames. */
const DONE: Record<VerificationAction, Partial<Face>[]> = {
  look_straight: [{}, {}, { yaw: -0.05 }, { yaw: 0.04, pitch: 0.1 }],
  blink: [{}, { eyesClosed: 0.9 }, { eyesClosed: 0.2 }, {}],
  // Still straight in the first frame (reaction time), then turned to their own left (yaw > 0).
  turn_left: [{}, { yaw: 0.3 }, { yaw: 0.42 }, { yaw: 0.38 }],
  turn_right: [{ yaw: 0.2 }, { yaw: -0.31 }, { yaw: -0.4 }, { yaw: -0.36 }],
  smile: [{}, { smile: 0.7 }, { smile: 0.93 }, { smile: 0.95 }],
};

const ORDER: VerificationAction[] = ['turn_right', 'smile', 'look_straight', 'blink', 'turn_left'];

function attempt(
  edit: (step: number, action: VerificationAction, frame: number, r: FaceReading) => FaceReading | null = (
    _s,
    _a,
    _f,
    r,
  ) => r,
  photoEmbeddings: AttemptEvidence['photoEmbeddings'] = [ME],
): AttemptEvidence {
  const frames: AttemptFrame[] = [];
  ORDER.forEach((action, step) =>
    DONE[action].forEach((over, i) => {
      const reading = edit(step, action, i, face(over));
      if (reading) frames.push({ step, reading });
    }),
  );
  // Frames arrive in any order.
  frames.reverse();
  return { steps: ORDER, framesPerStep: 4, frames, photoEmbeddings };
}
const stepOf = (a: VerificationAction) => ORDER.indexOf(a);

describe('decideAttempt', () => {
  it('verifies a complete attempt that matches the profile photos', () => {
    const d = decideAttempt(attempt());
    expect(d).toMatchObject({ verified: true, liveness: 1 });
    expect(d.similarity).toBeGreaterThanOrEqual(T.photoMatchMin);
  });

  it('verifies without a photo comparison when the profile has no photos', () => {
    expect(decideAttempt(attempt(undefined, null))).toEqual({ verified: true, liveness: 1, similarity: null });
  });

  it('fails as incomplete when a step has too few frames', () => {
    const d = decideAttempt(attempt((step, _a, i, r) => (step === 2 && i > 0 ? null : r)));
    expect(d).toMatchObject({ verified: false, reason: 'incomplete', message: FAILURE_MESSAGES.incomplete });
    expect(FAILURE_MESSAGES.incomplete).toBe('Please ensure your camera is working and you complete all steps.');
    expect(decideAttempt({ ...attempt(), frames: [] })).toMatchObject({ reason: 'incomplete', liveness: 0 });
  });

  it('accepts a step that lost half its frames in transit', () => {
    expect(decideAttempt(attempt((step, _a, i, r) => (step === 0 && i < 1 ? null : r))).verified).toBe(true);
  });

  it('fails with no_face when the camera shows nobody', () => {
    const d = decideAttempt(attempt(() => noFace()));
    expect(d).toMatchObject({ verified: false, reason: 'no_face', liveness: 0, similarity: null });
  });

  it('tolerates one detection miss in a step, but not two', () => {
    const step = stepOf('look_straight');
    expect(decideAttempt(attempt((s, _a, i, r) => (s === step && i === 0 ? noFace() : r))).verified).toBe(true);
    expect(decideAttempt(attempt((s, _a, i, r) => (s === step && i < 2 ? noFace() : r)))).toMatchObject({
      reason: 'no_face',
    });
  });

  it('fails with several_faces when a second face is in any frame', () => {
    const d = decideAttempt(attempt((s, _a, i, r) => (s === 3 && i === 2 ? twoFaces() : r)));
    expect(d).toMatchObject({ verified: false, reason: 'several_faces', message: FAILURE_MESSAGES.several_faces });
  });

  it('fails with different_person when someone else takes over', () => {
    const swap = (s: number, _a: VerificationAction, _i: number, r: FaceReading) =>
      s >= 3 ? { ...r, face: { ...r.face!, embedding: descriptor(2, 0.1) } } : r;
    expect(decideAttempt(attempt(swap))).toMatchObject({ verified: false, reason: 'different_person' });
    // A single step (4 frames) is enough to be caught.
    const oneStep = (s: number, a: VerificationAction, i: number, r: FaceReading) => (s === 1 ? swap(3, a, i, r) : r);
    expect(decideAttempt(attempt(oneStep))).toMatchObject({ reason: 'different_person' });
  });

  it('lets one poorly described frame pass', () => {
    const blurred = (s: number, _a: VerificationAction, i: number, r: FaceReading) =>
      s === 0 && i === 1 ? { ...r, face: { ...r.face!, embedding: SOMEONE_ELSE } } : r;
    expect(decideAttempt(attempt(blurred)).verified).toBe(true);
  });

  it('fails with spoof when the anti-spoofing or liveness scores are low', () => {
    const low = (k: 'real' | 'live') => (_s: number, _a: VerificationAction, _i: number, r: FaceReading) => ({
      ...r,
      face: { ...r.face!, [k]: T[k === 'real' ? 'realMin' : 'liveMin'] - 0.15 },
    });
    for (const k of ['real', 'live'] as const) {
      const d = decideAttempt(attempt(low(k)));
      expect(d).toMatchObject({ verified: false, reason: 'spoof', message: FAILURE_MESSAGES.spoof });
      expect(d.liveness).toBeLessThan(1);
    }
  });

  describe('action_missed names the step not seen', () => {
    const missed = (action: VerificationAction, over: Partial<Face>[]) =>
      decideAttempt(attempt((s, _a, i, r) => (s === stepOf(action) ? { ...r, face: { ...r.face!, ...over[i] } } : r)));
    const neutral = [{}, {}, {}, {}].map(() => ({ yaw: 0.02, eyesClosed: 0, smile: 0.27 }));

    it.each([
      ['look_straight', [{ yaw: 0.4 }, { yaw: 0.35 }, { yaw: 0.05 }, { yaw: -0.3 }]],
      ['look_straight', [{ pitch: 0.6 }, { pitch: 0.55 }, { pitch: 0.5 }, {}]],
      ['blink', neutral],
      // Eyes closed in every frame: a photo with shut eyes, not a blink.
      ['blink', neutral.map((f) => ({ ...f, eyesClosed: 0.9 }))],
      ['turn_left', neutral],
      // Turning the wrong way is not turning left.
      ['turn_left', neutral.map((f) => ({ ...f, yaw: -0.4 }))],
      ['turn_right', neutral.map((f) => ({ ...f, yaw: 0.4 }))],
      ['turn_right', neutral.map((f) => ({ ...f, yaw: -(T.turnMinYaw - 0.02) }))],
      ['smile', neutral.map((f) => ({ ...f, smile: T.smileMin - 0.05 }))],
    ] as const)('%s', (action, over) => {
      const d = missed(action, [...over]);
      expect(d).toMatchObject({
        verified: false,
        reason: 'action_missed',
        action,
        message: ACTION_MISSED_MESSAGES[action],
      });
      expect(d.liveness).toBeCloseTo(4 / 5);
    });
  });

  it('asks for a clear face photo when no profile photo shows one face', () => {
    const d = decideAttempt(attempt(undefined, []));
    expect(d).toMatchObject({ verified: false, reason: 'no_photo_face', similarity: null });
    expect(FAILURE_MESSAGES.no_photo_face).toMatch(/add a clear photo of your face/i);
  });

  it('fails with the lighting hint, never a success message, when the photos show someone else', () => {
    const d = decideAttempt(attempt(undefined, [SOMEONE_ELSE]));
    expect(d).toMatchObject({ verified: false, reason: 'photo_mismatch', message: VERIFICATION_HINT, liveness: 1 });
    expect(d.similarity).toBeLessThan(T.photoMatchMin);
    expect(d.verified ? '' : d.message).not.toMatch(/success|verified|complete/i);
  });

  it('compares with the best matching photo', () => {
    expect(decideAttempt(attempt(undefined, [SOMEONE_ELSE, ME])).verified).toBe(true);
  });
});

describe('livenessProgress', () => {
  const full = attempt();
  const upTo = (steps: number) => full.frames.filter((f) => f.step < steps);

  it('grows with the steps confirmed, from 0 to 1', () => {
    expect(livenessProgress(ORDER, [], 4)).toBe(0);
    expect(livenessProgress(ORDER, upTo(1), 4)).toBeCloseTo(1 / 5);
    expect(livenessProgress(ORDER, upTo(3), 4)).toBeCloseTo(3 / 5);
    expect(livenessProgress(ORDER, full.frames, 4)).toBe(1);
  });

  it('confirms a step as soon as its action shows, before all its frames arrive', () => {
    const turnRight = full.frames.filter((f) => f.step === 0).reverse();
    expect(livenessProgress(ORDER, turnRight.slice(0, 1), 4)).toBe(0);
    expect(livenessProgress(ORDER, turnRight.slice(0, 2), 4)).toBeCloseTo(1 / 5);
  });

  it('does not count steps whose action was not seen', () => {
    const frames = full.frames.map((f) => (f.step === 1 ? { ...f, reading: face() } : f));
    expect(livenessProgress(ORDER, frames, 4)).toBeCloseTo(4 / 5);
  });

  it('weighs each step by its anti-spoofing and liveness scores', () => {
    const half = full.frames.map((f) => ({
      ...f,
      reading: { ...f.reading, face: { ...f.reading.face!, real: T.realMin / 2 } },
    }));
    expect(livenessProgress(ORDER, half, 4)).toBeCloseTo(0.5);
  });
});
