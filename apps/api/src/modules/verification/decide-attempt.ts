import { VERIFICATION_HINT, type VerificationAction, type VerificationFailure } from '@sankofa/contracts';
import { faceSimilarity } from './engine/similarity.ts';
import type { AttemptDecision, AttemptEvidence, AttemptFrame, FaceReading } from './face-engine.ts';
import { FACE_THRESHOLDS, type FaceThresholds } from './thresholds.ts';

/** What each failure tells the member; the UI shows VERIFICATION_HINT beside it. */
export const FAILURE_MESSAGES: Record<Exclude<VerificationFailure, 'action_missed' | 'expired'>, string> = {
  incomplete: 'Please ensure your camera is working and you complete all steps.',
  no_face: 'We could not see your face. Keep your whole face inside the frame, in good light.',
  several_faces: 'We saw more than one face. Make sure you are alone in front of the camera.',
  different_person: 'The face changed during the check. The same person must complete every step.',
  spoof: 'We could not confirm a live face. Use your own camera in good light, not a photo or a screen.',
  no_photo_face: 'None of your profile photos shows your face clearly. Add a clear photo of your face, then try again.',
  photo_mismatch: VERIFICATION_HINT,
};

export const ACTION_MISSED_MESSAGES: Record<VerificationAction, string> = {
  look_straight: 'We did not see you look straight at the camera. Face the camera when asked.',
  blink: 'We did not see you blink. Close your eyes fully, then open them, while asked to blink.',
  turn_left: 'We did not see you turn your head to your left. Turn it while the instruction is shown.',
  turn_right: 'We did not see you turn your head to your right. Turn it while the instruction is shown.',
  smile: 'We did not see you smile. Smile clearly while the instruction is shown.',
};

type Face = NonNullable<FaceReading['face']>;
type Fail = { reason: Exclude<VerificationFailure, 'action_missed' | 'expired'> };

/** Frames of each step (steps counted from 0); frames naming a step that does not exist are ignored. */
function byStep(steps: readonly VerificationAction[], frames: readonly AttemptFrame[]): FaceReading[][] {
  const groups = steps.map((): FaceReading[] => []);
  for (const f of frames) if (Number.isInteger(f.step)) groups[f.step]?.push(f.reading);
  return groups;
}

const oneFace = (r: FaceReading): Face | null => (r.faces === 1 && r.face ? r.face : null);
const faces = (readings: readonly FaceReading[]) => readings.map(oneFace).filter((f): f is Face => f !== null);
const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? 0 : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * Whether a step's action shows in its frames (those with one face). `framesPerStep` sets how
 * many straight frames are needed, so a step is judged the same while its frames arrive as at the end.
 */
function actionSeen(
  action: VerificationAction,
  stepFaces: readonly Face[],
  framesPerStep: number,
  t: FaceThresholds = FACE_THRESHOLDS,
): boolean {
  switch (action) {
    case 'look_straight': {
      // The first frame often still shows the previous step; most of the rest must face the camera.
      const straight = stepFaces.filter(
        (f) => Math.abs(f.yaw) <= t.straightMaxYaw && Math.abs(f.pitch) <= t.straightMaxPitch,
      ).length;
      return straight >= Math.max(1, Math.ceil(framesPerStep * t.straightMinShare));
    }
    case 'blink': {
      // Closed in one frame and open in another: a photo with closed eyes has no open frame.
      const closed = stepFaces.findIndex((f) => f.eyesClosed >= t.eyesClosedMin);
      return closed >= 0 && stepFaces.some((f, i) => i !== closed && f.eyesClosed <= t.eyesOpenMax);
    }
    case 'turn_left':
      return stepFaces.some((f) => f.yaw >= t.turnMinYaw);
    case 'turn_right':
      return stepFaces.some((f) => f.yaw <= -t.turnMinYaw);
    case 'smile':
      return stepFaces.some((f) => f.smile >= t.smileMin);
  }
}

/** 0..1: how far the scores are from spoof-like, 1 once both are at or above their minimum. */
function scoreWeight(stepFaces: readonly Face[], t: FaceThresholds): number {
  if (stepFaces.length === 0) return 0;
  const real = mean(stepFaces.map((f) => f.real)) / t.realMin;
  const live = mean(stepFaces.map((f) => f.live)) / t.liveMin;
  return Math.max(0, Math.min(1, real, live));
}

/**
 * The liveness readout: the share of steps whose action the server has confirmed so far, each
 * weighted by its frames' anti-spoofing and liveness scores. It only grows with evidence, never with time.
 */
export function livenessProgress(
  steps: readonly VerificationAction[],
  frames: readonly AttemptFrame[],
  framesPerStep: number,
  t: FaceThresholds = FACE_THRESHOLDS,
): number {
  if (steps.length === 0) return 0;
  const groups = byStep(steps, frames);
  let sum = 0;
  steps.forEach((action, i) => {
    const stepFaces = faces(groups[i]!);
    if (actionSeen(action, stepFaces, framesPerStep, t)) sum += scoreWeight(stepFaces, t);
  });
  return sum / steps.length;
}

/** Best match between the live face and the profile photos: per photo, the median over frontal frames. */
function photoSimilarity(live: readonly Face[], photos: readonly (readonly number[])[], t: FaceThresholds) {
  const described = live.filter((f) => f.embedding);
  if (described.length === 0 || photos.length === 0) return null;
  const frontal = described.filter((f) => Math.abs(f.yaw) <= t.straightMaxYaw);
  const probe = frontal.length > 0 ? frontal : described;
  return Math.max(...photos.map((p) => median(probe.map((f) => faceSimilarity(f.embedding!, p)))));
}

/** More frames than allowed that are not like most of the others. */
function personChanged(live: readonly Face[], t: FaceThresholds): boolean {
  const e = live.map((f) => f.embedding).filter((x): x is number[] => x !== null);
  if (e.length < 2) return false;
  let outliers = 0;
  for (let i = 0; i < e.length; i++) {
    const others = e.filter((_, j) => j !== i).map((o) => faceSimilarity(e[i]!, o));
    if (median(others) < t.samePersonMin) outliers++;
  }
  return outliers > t.samePersonMaxOutliers;
}

/**
 * Decides one attempt from what the detector saw. Checks run from the most basic to the most
 * specific, and the first that fails is the one reported, so the member is told what to fix first.
 * Tolerance: a minority of a step's frames may lack a face (motion blur, a turned head); every
 * frame that has faces must have exactly one.
 */
export function decideAttempt(evidence: AttemptEvidence, t: FaceThresholds = FACE_THRESHOLDS): AttemptDecision {
  const { steps, framesPerStep, photoEmbeddings } = evidence;
  const groups = byStep(steps, evidence.frames);
  const live = groups.flatMap(faces);
  const liveness = livenessProgress(steps, evidence.frames, framesPerStep, t);
  const similarity = photoEmbeddings ? photoSimilarity(live, photoEmbeddings, t) : null;

  const fail = (f: Fail | { reason: 'action_missed'; action: VerificationAction }): AttemptDecision =>
    f.reason === 'action_missed'
      ? { verified: false, ...f, message: ACTION_MISSED_MESSAGES[f.action], liveness, similarity }
      : { verified: false, reason: f.reason, message: FAILURE_MESSAGES[f.reason], liveness, similarity };

  const needed = Math.max(1, Math.ceil(framesPerStep * t.minFrameShare));
  if (steps.length === 0 || groups.some((g) => g.length < needed)) return fail({ reason: 'incomplete' });
  // Nothing a new attempt can change while no photo shows one face: said before anything else.
  if (photoEmbeddings && photoEmbeddings.length === 0) return fail({ reason: 'no_photo_face' });
  if (groups.some((g) => g.some((r) => r.faces > 1))) return fail({ reason: 'several_faces' });
  // A strict majority of each step's frames must show the face.
  if (groups.some((g) => faces(g).length * 2 <= g.length)) return fail({ reason: 'no_face' });
  if (personChanged(live, t)) return fail({ reason: 'different_person' });
  if (mean(live.map((f) => f.real)) < t.realMin || mean(live.map((f) => f.live)) < t.liveMin) {
    return fail({ reason: 'spoof' });
  }
  const missed = steps.findIndex((action, i) => !actionSeen(action, faces(groups[i]!), framesPerStep, t));
  if (missed >= 0) return fail({ reason: 'action_missed', action: steps[missed]! });
  if (photoEmbeddings && (similarity ?? 0) < t.photoMatchMin) return fail({ reason: 'photo_mismatch' });
  return { verified: true, liveness, similarity };
}
