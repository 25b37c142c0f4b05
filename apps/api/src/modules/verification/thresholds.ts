/**
 * Every calibrated number of face verification, each with the reason for its value. How they were
 * measured is in docs/decisions/0010-face-verification-engine.md; the integration tests run the
 * real model against them.
 */
export interface FaceThresholds {
  faceMinScore: number;
  minFrameShare: number;
  samePersonMin: number;
  samePersonMaxOutliers: number;
  realMin: number;
  liveMin: number;
  straightMaxYaw: number;
  straightMaxPitch: number;
  straightMinShare: number;
  turnMinYaw: number;
  eyesClosedMin: number;
  eyesOpenMax: number;
  smileMin: number;
  photoMatchMin: number;
}

const DEG = Math.PI / 180;

export const FACE_THRESHOLDS: FaceThresholds = {
  // Real faces in the sample frames score 0.96–1; half-seen or background faces fall well below.
  faceMinScore: 0.5,
  // Half the frames of a step may be lost in transit; fewer than that is too little evidence of the step.
  minFrameShare: 0.5,
  // Cosine of descriptors within one attempt (same camera, same light): different people in the
  // samples median 0.36, 99.5th percentile 0.61; lower than photoMatchMin because head turns cost some.
  samePersonMin: 0.55,
  // One blurred frame (a blink, a fast turn) may describe poorly; a swap of even one step is 4 frames.
  samePersonMaxOutliers: 1,
  // Mean anti-spoofing score over the attempt; the library's own face-id demo asks 0.6 of a single
  // frame, a mean over 20 webcam frames with motion in them is allowed a little less.
  realMin: 0.5,
  // Mean liveness score over the attempt, same reasoning as realMin.
  liveMin: 0.5,
  // ~11°: the mesh's own noise on frontal sample faces is ±8°, a webcam above the screen adds pitch.
  straightMaxYaw: 11 * DEG,
  // ~20°: laptop cameras sit below or above the eyes, so a straight look is rarely level.
  straightMaxPitch: 20 * DEG,
  // The first frame of a step is taken while the person is still reacting to the new instruction.
  straightMinShare: 0.5,
  // ~14° towards the asked side in some frame: "slightly", yet beyond straightMaxYaw plus noise.
  turnMinYaw: 14 * DEG,
  // eyesClosed from the eye aspect ratio: a closed-eyes sample face reads 1.0, a half-closed 0.55.
  eyesClosedMin: 0.6,
  // Open eyes in the samples read 0 (median aspect ratio 0.35); 0.3 leaves room for a squint.
  eyesOpenMax: 0.3,
  // The emotion model's "happy": smiling sample faces 0.8–0.99, neutral ones 0–0.3.
  smileMin: 0.5,
  // Cosine of descriptors, live face against a profile photo: above the 99.5th percentile of
  // different people in the samples (0.605) and below the median of the same man's photos (0.67).
  photoMatchMin: 0.62,
};

/** Eye aspect ratio (lid gap ÷ eye width) read as fully open and as fully closed. */
export const EYE_ASPECT = { open: 0.3, closed: 0.12 } as const;

/** Frames are read at most this size (a 640×480 camera frame is untouched); photos a little larger. */
export const FRAME_MAX_SIDE = 640;
export const PHOTO_MAX_SIDE = 1024;
