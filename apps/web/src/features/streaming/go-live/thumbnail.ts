const THUMBNAIL_WIDTH = 480;
const THUMBNAIL_HEIGHT = 270;
/** The first thumbnail is taken this long after going live (the camera has settled by then). */
export const FIRST_THUMBNAIL_DELAY_MS = 3_000;

/** The source rectangle that fills a `w`x`h` target from a video frame without stretching (centre crop). */
export function coverCrop(
  srcW: number,
  srcH: number,
  w: number,
  h: number,
): { sx: number; sy: number; sw: number; sh: number } {
  const target = w / h;
  if (srcW / srcH > target) {
    const sw = Math.round(srcH * target);
    return { sx: Math.round((srcW - sw) / 2), sy: 0, sw, sh: srcH };
  }
  const sh = Math.round(srcW / target);
  return { sx: 0, sy: Math.round((srcH - sh) / 2), sw: srcW, sh };
}

type Frame = { source: CanvasImageSource; width: number; height: number; close?: () => void };

/** Chromium's ImageCapture (not in TypeScript's DOM types): reads a frame straight from the camera track. */
interface ImageCaptureLike {
  grabFrame(): Promise<ImageBitmap>;
}
type ImageCaptureCtor = new (track: MediaStreamTrack) => ImageCaptureLike;

/**
 * The camera's current frame: straight from the track where the browser can (so it works while the
 * preview is hidden on the other tab, when a browser may stop painting it), else from the preview.
 */
async function grab(track: MediaStreamTrack | null, video: HTMLVideoElement | null): Promise<Frame | null> {
  const Capture = (globalThis as unknown as { ImageCapture?: ImageCaptureCtor }).ImageCapture;
  if (track && track.readyState === 'live' && Capture) {
    try {
      const bitmap = await new Capture(track).grabFrame();
      return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      /* fall back to the preview */
    }
  }
  if (video && video.videoWidth && video.videoHeight)
    return { source: video, width: video.videoWidth, height: video.videoHeight };
  return null;
}

/** A JPEG of the camera's current frame (THUMBNAIL_WIDTH x THUMBNAIL_HEIGHT, centre-cropped), or null when there is none. */
export async function captureFrame(
  track: MediaStreamTrack | null,
  video: HTMLVideoElement | null,
  w = THUMBNAIL_WIDTH,
  h = THUMBNAIL_HEIGHT,
): Promise<Blob | null> {
  const frame = await grab(track, video);
  if (!frame || !frame.width || !frame.height) return null;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    const { sx, sy, sw, sh } = coverCrop(frame.width, frame.height, w, h);
    ctx.drawImage(frame.source, sx, sy, sw, sh, 0, 0, w, h);
    return await new Promise<Blob | null>((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', 0.8));
  } finally {
    frame.close?.();
  }
}
