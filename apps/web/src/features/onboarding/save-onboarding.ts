import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client.ts';
import type { SaveProblem } from './steps/all-set-step.tsx';
import { STEP_TITLES } from './onboarding-values.ts';
import { stepForSaveError } from './save-errors.ts';

// One toast slot for the save, so repeated attempts replace rather than stack.
const TOAST_ID = 'onboarding-save';
const NOT_SIGNED_IN = 'Error: You must be logged in to complete onboarding';
const UNEXPECTED = 'Failed to save profile. Please try again.';

export const saveToast = {
  notSignedIn: () => toast.error(NOT_SIGNED_IN, { id: TOAST_ID }),
  saved: () => toast.success('Profile Updated', { id: TOAST_ID, description: 'Your profile has been updated successfully' }),
};

/** Tells the person why the save was refused and, when it is about an earlier answer, where to fix it. */
export function reportSaveFailure(err: unknown, signedIn: boolean): SaveProblem | null {
  if (!signedIn || (err instanceof ApiError && err.status === 401)) {
    saveToast.notSignedIn();
    return null;
  }
  if (!(err instanceof ApiError)) {
    toast.error(UNEXPECTED, { id: TOAST_ID });
    return { message: UNEXPECTED, step: null, stepTitle: null };
  }
  const step = stepForSaveError(err);
  const stepTitle = step === null ? null : (STEP_TITLES[step] ?? null);
  toast.error('Error saving profile', {
    id: TOAST_ID,
    description: step === null ? err.message : `${err.message} Go back to step ${step} (${stepTitle}) to change it.`,
  });
  return { message: err.message, step, stepTitle };
}
