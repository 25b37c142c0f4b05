/** The device constraints and error toasts live in lib/media-devices.ts, shared with calls. */
export {
  CAMERA_CONSTRAINTS,
  MICROPHONE_CONSTRAINTS,
  deviceEnabledToast,
  deviceErrorToast,
  loadDeviceTexts,
} from '@/lib/media-devices.ts';
