import { VERIFICATION_CAMERA, VERIFICATION_JPEG_QUALITY } from '@sankofa/contracts/constants';

/** The user-facing camera at the size the server expects (ideal 640x480), and no microphone. */
export const VERIFICATION_CONSTRAINTS: MediaStreamConstraints = {
  video: {
    facingMode: 'user',
    width: { ideal: VERIFICATION_CAMERA.width },
    height: { ideal: VERIFICATION_CAMERA.height },
  },
  audio: false,
};

export type CameraFailure = 'denied' | 'setup';

/** A refused permission reads differently from every other failure (no camera, in use, unsupported). */
export function cameraFailure(err: unknown): CameraFailure {
  const name = err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';
  return name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError'
    ? 'denied'
    : 'setup';
}

/**
 * The size a frame is sent at: the camera's own resolution, scaled down (never up) to fit 640x480
 * with its aspect ratio kept. 0x0 when the video has no frame yet.
 */
export function frameSize(
  videoWidth: number,
  videoHeight: number,
  max: { width: number; height: number } = VERIFICATION_CAMERA,
): { width: number; height: number } {
  if (!(videoWidth > 0) || !(videoHeight > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, max.width / videoWidth, max.height / videoHeight);
  return { width: Math.round(videoWidth * scale), height: Math.round(videoHeight * scale) };
}

/**
 * Draws the video's current frame on a canvas and encodes it as JPEG (quality 0.8). The frame is
 * the camera's own picture, not the mirrored preview. Null when there is no frame to take.
 */
export function captureFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<Blob | null> {
  const { width, height } = frameSize(video.videoWidth, video.videoHeight);
  if (!width || !height) return Promise.resolve(null);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob), 'image/jpeg', VERIFICATION_JPEG_QUALITY));
}
