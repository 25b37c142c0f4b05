import { i18n } from './i18n/i18n.ts';

/** A camera or a microphone, as getUserMedia names them. */
export type MediaKind = 'audio' | 'video';

/** What getUserMedia is asked for: camera ideal 1280x720, front-facing; microphone cleaned up by the browser. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
};
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};

/** Fetches the toasts' words in the language shown; callers ask before a device can be requested. */
export const loadDeviceTexts = () => i18n.loadNamespaces('devices');

/** The toast once a camera or microphone is on, in the language shown. */
export const deviceEnabledToast = (kind: MediaKind) => i18n.t(`devices:enabled.${kind}`);

/** The browser's error names we have words for (spec §8); any other failure asks to allow the device. */
const REASONS = { NotAllowedError: 'denied', NotFoundError: 'notFound', NotReadableError: 'inUse' } as const;

/** The toast for a failed camera or microphone request, by the browser's error name; live streams and calls alike. */
export function deviceErrorToast(kind: MediaKind, err: unknown): { title: string; description: string } {
  const name = err && typeof err === 'object' && 'name' in err ? String((err as { name: unknown }).name) : '';
  const reason = Object.hasOwn(REASONS, name) ? REASONS[name as keyof typeof REASONS] : 'enable';
  return { title: i18n.t(`devices:failed.${kind}`), description: i18n.t(`devices:${reason}.${kind}`) };
}
