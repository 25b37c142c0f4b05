import { toast } from 'sonner';
import { APP_NAME } from '@/lib/config.ts';
import { i18n } from '@/lib/i18n/i18n.ts';

// One toast at a time in the auth area: every auth toast shares one id, so a new one replaces the last.
const ID = 'auth';

const t = i18n.getFixedT(null, 'common', 'authToast');

export const authToast = {
  signedIn: () => toast.success(t('welcomeBack'), { id: ID, description: t('signedInTo', { app: APP_NAME }) }),
  // The sign-up code proved the address (decision 0025), so there is nothing left to confirm.
  signedUp: () => toast.success(t('welcomeTo', { app: APP_NAME }), { id: ID, description: t('emailConfirmed') }),
  signedOut: () => toast(t('signedOut'), { id: ID, description: t('seeYouSoon', { app: APP_NAME }) }),
  error: (title: 'signInError' | 'signUpError' | 'signOutError' | 'updateError', message: string) =>
    toast.error(t(title), { id: ID, description: message }),
};

const CREDENTIALS = /invalid|password|credentials/i;
/** The sign-in error a person sees: credential failures get one clear sentence. */
export function signInErrorText(serverMessage: string): string {
  return CREDENTIALS.test(serverMessage) ? t('wrongCredentials') : serverMessage;
}
