import { toast } from 'sonner';
import type { CameraFailure } from './camera.ts';

/** The screen's own words (spec part 1, §2 and §8). */
export const TEXT = {
  start: 'Start Verification',
  verified: '✓ Verified',
  congratulations: 'Congratulations! Your profile is now verified.',
  failed: 'Verification Failed',
  tryAgain: 'Try Again',
  captureFailed: 'Failed to capture verification photo.',
  videoLabel: 'Your camera, for face verification',
} as const;

/**
 * Toasts of the screen. `id` makes each one replace the last (the auth area shows one toast at a
 * time); without it they stack as everywhere else in the app.
 */
export function verificationToasts(id?: string) {
  // With a shared id sonner updates the toast in place, keeping options not given: so a toast
  // without a description says so, or it would keep the one before it.
  const opts = (description?: string) => (id ? { id, description } : description ? { description } : {});
  return {
    cameraReady: () => toast.success('Camera ready', opts()),
    cameraFailed: (kind: CameraFailure) =>
      kind === 'denied'
        ? toast.error('Camera access denied', opts('Please allow camera access to complete verification'))
        : toast.error('Error', opts('Camera setup failed. Please try again.')),
    succeeded: () =>
      toast.success('Verification successful!', opts('Your profile is now verified with an orange checkmark')),
    failed: (message: string) => toast.error('Verification failed', opts(message)),
  };
}
