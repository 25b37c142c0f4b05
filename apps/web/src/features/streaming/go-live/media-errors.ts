/** The device constraints and error toasts live in lib/media-devices.ts, shared with calls. */
export {
  CAMERA_CONSTRAINTS,
  DEVICE_ENABLED_TOAST,
  MICROPHONE_CONSTRAINTS,
  deviceErrorToast,
} from '@/lib/media-devices.ts';
