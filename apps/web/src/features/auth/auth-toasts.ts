import { toast } from 'sonner';
import { APP_NAME } from '@/lib/config.ts';

// One toast at a time in the auth area: every auth toast shares one id, so a new one replaces the last.
const ID = 'auth';

export const authToast = {
  signedIn: () => toast.success('Welcome back!', { id: ID, description: `Successfully signed in to ${APP_NAME}` }),
  // The sign-up code proved the address (decision 0025), so there is nothing left to confirm.
  signedUp: () => toast.success(`Welcome to ${APP_NAME}`, { id: ID, description: 'Your email address is confirmed' }),
  signedOut: () => toast('Signed out', { id: ID, description: `See you soon on ${APP_NAME}` }),
  error: (title: 'Sign In Error' | 'Sign Up Error' | 'Sign Out Error' | 'Update Error', message: string) =>
    toast.error(title, { id: ID, description: message }),
};

const CREDENTIALS = /invalid|password|credentials/i;
/** The sign-in error a person sees: credential failures get one clear sentence. */
export function signInErrorText(serverMessage: string): string {
  return CREDENTIALS.test(serverMessage) ? 'Wrong password or email. Please check your credentials and try again.' : serverMessage;
}
