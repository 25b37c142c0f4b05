import { verificationEndpoints as api } from '@sankofa/contracts/endpoints/verification';
import { call } from '@/lib/call.ts';

export const verificationKeys = {
  status: ['verification', 'status'] as const,
};

/** Whether I am verified, gave biometric consent, and how many attempts this hour has left. */
export const getVerificationStatus = () => call(api.status);

/** Records my biometric consent (asked for on the profile when it was not given at sign-up). */
export const giveBiometricConsent = () => call(api.consent);

/** Opens an attempt: the server's order of steps and how to capture them. 429 when the hour's attempts are used. */
export const startVerificationAttempt = () => call(api.startAttempt);

/** Sends one captured frame; the server analyses it before answering with its progress. */
export const uploadVerificationFrame = (attemptId: string, step: number, index: number, frame: Blob) =>
  call(api.frame, { params: { attemptId, step, index }, body: frame, contentType: 'image/jpeg' });

/** Asks for the decision; call it only once every frame upload has settled. */
export const finishVerificationAttempt = (attemptId: string) => call(api.finish, { params: { attemptId } });
