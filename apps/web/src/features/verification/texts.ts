import { toast } from 'sonner';
import { i18n } from '@/lib/i18n/i18n.ts';
import type { CameraFailure } from './camera.ts';

/**
 * The screen's own words (spec part 1, §2 and §8), read when shown so they follow the language chosen
 * (locales/<lang>/verification.json).
 */
export const TEXT = {
  get start() {
    return i18n.t('verification:start');
  },
  get verified() {
    return i18n.t('verification:verified');
  },
  get congratulations() {
    return i18n.t('verification:congratulations');
  },
  get failed() {
    return i18n.t('verification:failed');
  },
  get tryAgain() {
    return i18n.t('verification:tryAgain');
  },
  get captureFailed() {
    return i18n.t('verification:captureFailed');
  },
  get videoLabel() {
    return i18n.t('verification:videoLabel');
  },
};

/**
 * Toasts of the screen. `id` makes each one replace the last (the auth area shows one toast at a
 * time); without it they stack as everywhere else in the app.
 */
export function verificationToasts(id?: string) {
  // With a shared id sonner updates the toast in place, keeping options not given: so a toast
  // without a description says so, or it would keep the one before it.
  const opts = (description?: string) => (id ? { id, description } : description ? { description } : {});
  return {
    cameraReady: () => toast.success(i18n.t('verification:toasts.cameraReady'), opts()),
    cameraFailed: (kind: CameraFailure) =>
      kind === 'denied'
        ? toast.error(
            i18n.t('verification:toasts.cameraDenied'),
            opts(i18n.t('verification:toasts.cameraDeniedDescription')),
          )
        : toast.error(i18n.t('verification:toasts.error'), opts(i18n.t('verification:toasts.cameraSetupFailed'))),
    succeeded: () =>
      toast.success(i18n.t('verification:toasts.succeeded'), opts(i18n.t('verification:toasts.succeededDescription'))),
    failed: (message: string) => toast.error(i18n.t('verification:toasts.failed'), opts(message)),
  };
}
