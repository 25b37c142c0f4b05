import { VERIFICATION_ACTIONS, VERIFICATION_FRAMES_PER_STEP } from '@sankofa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideAttempt } from './decide-attempt.ts';
import { FaceEngineError, createHumanFaceEngine, type HumanFaceEngine } from './engine/human-face-engine.ts';
import {
  CLOSED_EYES_WOMAN,
  FACEID_MAN,
  SELECTED_FACE,
  SMILING_WOMAN,
  TURNED_LEFT_WOMAN,
  blankFrame,
  gridFace,
  oneFaceFrame,
  profilePhoto,
  twoFaceFrame,
  type FaceSource,
} from './engine/test-faces.ts';
import type { FaceReading } from './face-engine.ts';
import { FACE_THRESHOLDS as T } from './thresholds.ts';

// The real model (human on tfjs-wasm, in its worker thread) on faces cut from the samples that ship
// inside @vladmandic/human. Nothing here is mocked.

let engine: HumanFaceEngine;
beforeAll(async () => {
  engine = createHumanFaceEngine();
  await engine.warmUp();
}, 60_000);
afterAll(() => engine?.close());

const read = async (frame: Promise<Buffer>) => engine.analyseFrame(await frame);
const face = (r: FaceReading) => {
  expect(r.faces).toBe(1);
  return r.face!;
};
const embeddingOf = async (source: FaceSource, place?: Parameters<typeof oneFaceFrame>[1]) =>
  face(await read(oneFaceFrame(source, place))).embedding!;

describe('the face check', () => {
  it('finds exactly one face in a one-face frame, facing the camera with open eyes', async () => {
    const f = face(await read(oneFaceFrame(FACEID_MAN)));
    expect(f.score).toBeGreaterThanOrEqual(T.faceMinScore);
    expect(Math.abs(f.yaw)).toBeLessThanOrEqual(T.straightMaxYaw);
    expect(Math.abs(f.pitch)).toBeLessThanOrEqual(T.straightMaxPitch);
    expect(f.eyesClosed).toBeLessThanOrEqual(T.eyesOpenMax);
    expect(f.embedding).toHaveLength(1024);
    // Box in 0..1 of the frame, around the middle where the face was put.
    expect(f.box[0] + f.box[2] / 2).toBeCloseTo(0.5, 1);
  });

  it('finds no face in a blank frame', async () => {
    expect(await read(blankFrame())).toEqual({ faces: 0, face: null });
  });

  it('counts two faces when two people are side by side', async () => {
    expect((await read(twoFaceFrame(FACEID_MAN, SMILING_WOMAN))).faces).toBe(2);
  });

  it('refuses bytes that are not an image, and goes on working', async () => {
    await expect(engine.analyseFrame(Buffer.from('not a jpeg'))).rejects.toMatchObject({ code: 'unreadable_image' });
    expect((await read(oneFaceFrame(FACEID_MAN))).faces).toBe(1);
  });
});

describe('same person or not', () => {
  it('tells two different people apart', async () => {
    const man = await embeddingOf(FACEID_MAN);
    const woman = await embeddingOf(SMILING_WOMAN);
    expect(engine.similarity(man, woman)).toBeLessThan(T.samePersonMin);
    // The hardest pair in the samples: two middle-aged men with short dark hair.
    expect(engine.similarity(man, await embeddingOf(SELECTED_FACE))).toBeLessThan(T.photoMatchMin);
  });

  it('finds the same face moved and scaled in the frame', async () => {
    const a = await embeddingOf(FACEID_MAN);
    const b = await embeddingOf(FACEID_MAN, { size: 170, dx: 120, dy: -40 });
    const c = await embeddingOf(FACEID_MAN, { size: 260, dx: -60, dy: 20 });
    expect(engine.similarity(a, b)).toBeGreaterThanOrEqual(T.photoMatchMin);
    expect(engine.similarity(a, c)).toBeGreaterThanOrEqual(T.photoMatchMin);
  });

  it('matches the same man across different photos, and not the other people of the grid', async () => {
    const selected = await embeddingOf(SELECTED_FACE);
    for (const col of [0, 1, 2]) {
      expect(engine.similarity(selected, await embeddingOf(gridFace(0, col)))).toBeGreaterThanOrEqual(T.photoMatchMin);
    }
    for (const [row, col] of [
      [2, 2],
      [3, 4],
      [4, 8],
      [5, 5],
    ] as const) {
      expect(engine.similarity(selected, await embeddingOf(gridFace(row, col)))).toBeLessThan(T.photoMatchMin);
    }
  });

  it('reads a profile photo of one face, and refuses one with two faces or none', async () => {
    const photo = await engine.embedPhoto(await profilePhoto(FACEID_MAN));
    expect(photo).not.toBeNull();
    expect(engine.similarity(photo!, await embeddingOf(FACEID_MAN))).toBeGreaterThanOrEqual(T.photoMatchMin);
    expect(await engine.embedPhoto(await twoFaceFrame(FACEID_MAN, SMILING_WOMAN))).toBeNull();
    expect(await engine.embedPhoto(await blankFrame())).toBeNull();
  });
});

describe('what each step reads', () => {
  it("reports a head turned to the person's own left as positive yaw, and its mirror image as negative", async () => {
    const left = face(await read(oneFaceFrame(TURNED_LEFT_WOMAN)));
    const mirrored = face(await read(oneFaceFrame(TURNED_LEFT_WOMAN, { mirror: true })));
    expect(left.yaw).toBeGreaterThanOrEqual(T.turnMinYaw);
    expect(mirrored.yaw).toBeLessThanOrEqual(-T.turnMinYaw);
  });

  it('sees closed eyes and a smile', async () => {
    expect(face(await read(oneFaceFrame(CLOSED_EYES_WOMAN))).eyesClosed).toBeGreaterThanOrEqual(T.eyesClosedMin);
    expect(face(await read(oneFaceFrame(SMILING_WOMAN))).smile).toBeGreaterThanOrEqual(T.smileMin);
    expect(face(await read(oneFaceFrame(FACEID_MAN))).smile).toBeLessThan(T.smileMin);
  });

  it('passes the face-present checks of a still face, and fails it on the first action', async () => {
    const frame = await oneFaceFrame(FACEID_MAN);
    const readings: FaceReading[] = [];
    for (let i = 0; i < VERIFICATION_ACTIONS.length * VERIFICATION_FRAMES_PER_STEP; i++) {
      readings.push(await engine.analyseFrame(frame));
    }
    const steps = ['blink', 'look_straight', 'smile', 'turn_left', 'turn_right'] as const;
    const d = decideAttempt({
      steps,
      framesPerStep: VERIFICATION_FRAMES_PER_STEP,
      frames: readings.map((reading, i) => ({ step: Math.floor(i / VERIFICATION_FRAMES_PER_STEP), reading })),
      photoEmbeddings: [(await engine.embedPhoto(await profilePhoto(FACEID_MAN)))!],
    });
    expect(d).toMatchObject({ verified: false, reason: 'action_missed', action: 'blink' });
    expect(d.similarity).toBeGreaterThanOrEqual(T.photoMatchMin);
    // Looking straight was confirmed: the liveness readout counts it.
    expect(d.liveness).toBeGreaterThan(0);
  }, 60_000);
});

describe('the engine', () => {
  it('answers frames sent at once one after another, each with its own reading', async () => {
    const [one, none, two] = await Promise.all([
      read(oneFaceFrame(FACEID_MAN)),
      read(blankFrame()),
      read(twoFaceFrame(FACEID_MAN, SMILING_WOMAN)),
    ]);
    expect([one.faces, none.faces, two.faces]).toEqual([1, 0, 2]);
  });

  it('refuses work once closed', async () => {
    const other = createHumanFaceEngine();
    await other.close();
    await expect(other.analyseFrame(await blankFrame())).rejects.toBeInstanceOf(FaceEngineError);
  });
});
