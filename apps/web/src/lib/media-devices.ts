/** A camera or a microphone, as getUserMedia names them. */
export type MediaKind = 'audio' | 'video';

/** What getUserMedia is asked for: camera ideal 1280x720, front-facing; microphone cleaned up by the browser. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
};
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};

export const DEVICE_ENABLED_TOAST: Record<MediaKind, string> = { video: 'Camera enabled', audio: 'Microphone enabled' };

/** The toast for a failed camera or microphone request, by the browser's error name (spec §8); live streams and calls alike. */
export function deviceErrorToast(kind: MediaKind, err: unknown): { title: string; description: string } {
  const name = err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';
  if (kind === 'video') {
    const title = 'Camera access failed';
    switch (name) {
      case 'NotAllowedError':
        return { title, description: "Permission denied. Please click 'Allow' for camera access." };
      case 'NotFoundError':
        return { title, description: 'No camera found. Please connect a camera and try again.' };
      case 'NotReadableError':
        return { title, description: 'Camera is already in use. Please close other apps.' };
      default:
        return { title, description: 'Please enable camera permissions.' };
    }
  }
  const title = 'Microphone access failed';
  switch (name) {
    case 'NotAllowedError':
      return { title, description: "Permission denied. Please click 'Allow' for microphone access." };
    case 'NotFoundError':
      return { title, description: 'No microphone found. Please connect a microphone.' };
    case 'NotReadableError':
      return { title, description: 'Microphone is already in use. Please close other apps.' };
    default:
      return { title, description: 'Please enable microphone permissions.' };
  }
}
