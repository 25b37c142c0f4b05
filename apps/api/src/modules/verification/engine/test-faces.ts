import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

// Test pictures are cut at test time from the sample screenshots that ship inside
// @vladmandic/human, so the repository holds no photo of anyone. The rectangles were found by eye
// and confirmed by the detector; they are in the screenshots' own pixels.

const require = createRequire(import.meta.url);
const ASSETS = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'assets');

type Rect = { left: number; top: number; width: number; height: number };

/** Where a face is: the screenshot it is in and the square around it. */
export interface FaceSource {
  file: string;
  rect: Rect;
  /** Who it is, as far as the screenshot tells: equal labels are the same person. */
  person: string;
}

/** The face-id demo's camera picture: one man, frontal, neutral. */
export const FACEID_MAN: FaceSource = {
  file: 'screenshot-faceid.jpg',
  rect: { left: 13, top: 142, width: 140, height: 140 },
  person: 'faceid-man',
};

/** The face-match demo's "Selected Face": a different man, whose other photos fill the grid's first row. */
export const SELECTED_FACE: FaceSource = {
  file: 'screenshot-facematch.jpg',
  rect: { left: 3, top: 25, width: 165, height: 167 },
  person: 'facematch-man',
};

/**
 * One cell of the face-match demo's grid of extracted faces (6 rows of 18, sorted by likeness to
 * the selected face). Row 0 is all the selected man, from 18 different photos.
 */
export function gridFace(row: number, col: number, person = row === 0 ? 'facematch-man' : `grid-${row}-${col}`) {
  const rect = { left: Math.round(1 + col * 106.67), top: 283 + row * 112, width: 104, height: 104 };
  return { file: 'screenshot-facematch.jpg', rect, person } satisfies FaceSource;
}

/** Faces with something to show (the grid cells, which the samples' labels describe). */
export const SMILING_WOMAN = gridFace(2, 6);
/** Eyelids closed, looking down. */
export const CLOSED_EYES_WOMAN = gridFace(3, 0);
/** A woman in a thumbnail of samples.jpg, head turned to her own left (nose towards the picture's right). */
export const TURNED_LEFT_WOMAN: FaceSource = {
  file: 'samples.jpg',
  rect: { left: 160, top: 0, width: 140, height: 130 },
  person: 'samples-woman',
};

const CAMERA = { width: 640, height: 480 } as const;
const BACKGROUND = { r: 88, g: 92, b: 96 };

interface Placement {
  /** Side of the face square in the frame. */
  size?: number;
  /** Offset of its centre from the frame's centre. */
  dx?: number;
  dy?: number;
  /** Mirror the face (left becomes right). */
  mirror?: boolean;
}

async function faceCrop(source: FaceSource, place: Placement = {}): Promise<Buffer> {
  const size = place.size ?? 220;
  const img = sharp(path.join(ASSETS, source.file)).extract(source.rect).resize(size, size);
  return (place.mirror ? img.flop() : img).toBuffer();
}

/** A 640×480 camera-like JPEG with these faces on a plain background, as the browser sends it. */
async function cameraFrame(faces: readonly { source: FaceSource; place?: Placement }[]): Promise<Buffer> {
  const layers = await Promise.all(
    faces.map(async ({ source, place = {} }) => {
      const size = place.size ?? 220;
      return {
        input: await faceCrop(source, place),
        left: Math.round(CAMERA.width / 2 - size / 2 + (place.dx ?? 0)),
        top: Math.round(CAMERA.height / 2 - size / 2 + (place.dy ?? 0)),
      };
    }),
  );
  return sharp({ create: { ...CAMERA, channels: 3, background: BACKGROUND } })
    .composite(layers)
    .jpeg({ quality: 80 })
    .toBuffer();
}

export const oneFaceFrame = (source: FaceSource, place?: Placement) => cameraFrame([{ source, place }]);

/** Two people side by side. */
export const twoFaceFrame = (a: FaceSource, b: FaceSource) =>
  cameraFrame([
    { source: a, place: { size: 200, dx: -150 } },
    { source: b, place: { size: 200, dx: 150 } },
  ]);

/** What a camera pointed at a wall sends. */
export const blankFrame = () => cameraFrame([]);

/** A profile photo: the face, larger and off-centre, on a portrait picture, as WebP like the stored ones. */
export async function profilePhoto(source: FaceSource): Promise<Buffer> {
  const face = await faceCrop(source, { size: 360 });
  return sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 180, g: 150, b: 120 } } })
    .composite([{ input: face, left: 150, top: 140 }])
    .webp({ quality: 80 })
    .toBuffer();
}
