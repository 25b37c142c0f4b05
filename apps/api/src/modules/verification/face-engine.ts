import type { VerificationAction, VerificationFailure } from '@sankofa/contracts';

/**
 * What the detector saw in one frame. Only these numbers leave the engine; the image is dropped as
 * soon as it has been read, and the embedding is dropped with the attempt once it is decided.
 */
export interface FaceReading {
  /** Faces found above the detector's minimum confidence. The fields below describe the largest one (null when none). */
  faces: number;
  face: {
    /** Detector confidence 0..1. */
    score: number;
    /** Face box in 0..1 of the frame: x, y, width, height. */
    box: [number, number, number, number];
    /** Head rotation in radians. yaw > 0 means the person turned to their own left. */
    yaw: number;
    pitch: number;
    roll: number;
    /** 0..1, how closed the eyes are (1 = both fully closed). */
    eyesClosed: number;
    /** 0..1, how much the person smiles. */
    smile: number;
    /** 0..1 from the anti-spoofing model (1 = a real face, not a photo or a screen). */
    real: number;
    /** 0..1 from the liveness model. */
    live: number;
    /** Face descriptor for same-person and photo checks (null when the model could not make one). */
    embedding: number[] | null;
  } | null;
}

/** The model behind verification; a worker thread in production, a recorded fake in unit tests. */
export interface FaceEngine {
  /** Reads one camera frame (JPEG bytes). */
  analyseFrame(jpeg: Buffer): Promise<FaceReading>;
  /** The descriptor of the one face in a profile photo; null when the photo has no face or several. */
  embedPhoto(image: Buffer): Promise<number[] | null>;
  /** 0..1, how alike two descriptors are (1 = the same). */
  similarity(a: readonly number[], b: readonly number[]): number;
  close(): Promise<void>;
}

/** One analysed frame of an attempt. */
export interface AttemptFrame {
  step: number;
  reading: FaceReading;
}

export interface AttemptEvidence {
  /** The server's order of actions for this attempt. */
  steps: readonly VerificationAction[];
  framesPerStep: number;
  frames: readonly AttemptFrame[];
  /**
   * Descriptors of the profile photos that show one face; null when the profile has no photos
   * (then the photo check is skipped), [] when it has photos but none shows one face.
   */
  photoEmbeddings: readonly (readonly number[])[] | null;
}

export type AttemptDecision =
  | { verified: true; liveness: number; similarity: number | null }
  | {
      verified: false;
      reason: VerificationFailure;
      message: string;
      action?: VerificationAction;
      liveness: number;
      similarity: number | null;
    };
