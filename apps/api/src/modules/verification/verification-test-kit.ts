import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { photos } from '../../db/schema.ts';
import type { LightMyRequestResponse } from 'fastify';
import type { VerificationAction } from '@sankofa/contracts';
import type { TestApp } from '../../test/harness.ts';
import type { Member } from '../social/social-test-kit.ts';
import type { FaceReading } from './face-engine.ts';

/** Test-only helpers for verification: scripted detector readings and calls as a member. */

/** A small real JPEG (the scripted engine does not look at it, the route checks it is one). */
export const tinyJpeg = () =>
  sharp({ create: { width: 16, height: 12, channels: 3, background: '#a0522d' } })
    .jpeg({ quality: 80 })
    .toBuffer();

const ME = Array.from({ length: 16 }, (_, i) => Math.sin(i + 1));
const SOMEONE_ELSE = Array.from({ length: 16 }, (_, i) => Math.cos(3 * i + 2));
export const descriptors = { me: ME, someoneElse: SOMEONE_ELSE };

type Face = NonNullable<FaceReading['face']>;

/** A frontal, open-eyed, live face of the same person; `face` overrides a part. */
export function reading(face: Partial<Face> = {}, faces = 1): FaceReading {
  return {
    faces,
    face: {
      score: 0.95,
      box: [0.3, 0.2, 0.4, 0.55],
      yaw: 0,
      pitch: 0,
      roll: 0,
      eyesClosed: 0.05,
      smile: 0.05,
      real: 0.95,
      live: 0.95,
      embedding: ME,
      ...face,
    },
  };
}

export const noFace = (): FaceReading => ({ faces: 0, face: null });

/** What a person doing `action` well looks like in frame `i` of its step. */
export function doing(action: VerificationAction, i: number): FaceReading {
  switch (action) {
    case 'look_straight':
      return reading();
    case 'blink':
      return reading({ eyesClosed: i % 2 === 0 ? 0.95 : 0.05 });
    case 'turn_left':
      return reading({ yaw: 0.45 });
    case 'turn_right':
      return reading({ yaw: -0.45 });
    case 'smile':
      return reading({ smile: 0.95 });
  }
}

export function put(
  t: TestApp,
  who: Member | null,
  url: string,
  body: Buffer,
  type = 'image/jpeg',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': type, ...(who && { authorization: `Bearer ${who.token}` }) },
    payload: body,
  });
}

/** Stores `n` profile photos for the member (the scripted engine decides what faces they show). */
export async function givePhotos(t: TestApp, m: Member, n: number): Promise<void> {
  const bytes = await tinyJpeg();
  for (let i = 0; i < n; i++) {
    const id = randomBytes(16).toString('hex');
    const [large, small] = [`photos/${id}-l.webp`, `photos/${id}-s.webp`];
    await t.deps.storage.put(large, bytes, 'image/jpeg');
    await t.deps.database.db
      .insert(photos)
      .values({ userId: m.id, position: i, largeKey: large, smallKey: small, width: 16, height: 12 });
  }
}

export const frameUrl = (attemptId: string, step: number, index: number) =>
  `/api/verification/attempts/${attemptId}/frames/${step}/${index}`;
