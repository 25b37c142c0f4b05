import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client.ts';
import type { SaveProblem } from './steps/all-set-step.tsx';
import { i18n } from '@/lib/i18n/i18n.ts';
import { stepTitle as titleOf } from './onboarding-values.ts';
import { stepForSaveError } from './save-errors.ts';

// One toast slot for the save, so repeated attempts replace rather than stack.
const TOAST_ID = 'onboarding-save';

export const saveToast = {
  notSignedIn: () => toast.error(i18n.t('onboarding:save.notSignedIn'), { id: TOAST_ID }),
  saved: () =>
    toast.success(i18n.t('onboarding:save.saved'), {
      id: TOAST_ID,
      description: i18n.t('onboarding:save.savedDescription'),
    }),
};

/** Tells the person why the save was refused and, when it is about an earlier answer, where to fix it. */
export function reportSaveFailure(err: unknown, signedIn: boolean): SaveProblem | null {
  if (!signedIn || (err instanceof ApiError && err.status === 401)) {
    saveToast.notSignedIn();
    return null;
  }
  if (!(err instanceof ApiError)) {
    const unexpected = i18n.t('onboarding:save.unexpected');
    toast.error(unexpected, { id: TOAST_ID });
    return { message: unexpected, step: null, stepTitle: null };
  }
  const step = stepForSaveError(err);
  const stepTitle = step === null ? null : titleOf(step);
  const confirmable = err.code === 'contact_share_unconfirmed';
  // The server's 'Are you sure?' is asked on the page, beside its answers; a toast would cover them.
  if (confirmable) return { message: err.message, step, stepTitle, confirmable };
  toast.error(i18n.t('onboarding:save.failed'), {
    id: TOAST_ID,
    description:
      step === null
        ? err.message
        : i18n.t('onboarding:save.failedAtStep', { message: err.message, step, title: stepTitle }),
  });
  return { message: err.message, step, stepTitle };
}
