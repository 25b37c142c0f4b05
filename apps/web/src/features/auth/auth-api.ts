import { authEndpoints as api } from '@sankofa/contracts/endpoints/auth';
import { call } from '@/lib/call.ts';

// Signing in, up and out, and the session itself, go through the session manager (lib/session-manager.ts).

/** Asks for a reset link; the same answer for every address, so none can be probed. */
export const requestPasswordReset = (email: string) => call(api.recover, { body: { email }, retries: 2 });

/** Sets a new password with the link's token; every session ends on the server. */
export const resetPassword = (token: string, password: string) =>
  call(api.resetPassword, { body: { token, password } });

/** Confirms the address the link was sent to. */
export const confirmEmail = (token: string) => call(api.confirmEmail, { body: { token }, retries: 2 });
