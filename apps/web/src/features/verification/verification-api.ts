import { VerificationAttempt, VerificationProgress, VerificationResult, VerificationStatus } from '@sankofa/contracts';
import { sessionManager } from '@/lib/session-manager.ts';

const s = sessionManager;
const attemptPath = (attemptId: string) => `/api/verification/attempts/${encodeURIComponent(attemptId)}`;

export const verificationKeys = {
  status: ['verification', 'status'] as const,
};

/** Whether I am verified, gave biometric consent, and how many attempts this hour has left. */
export const getVerificationStatus = () => s.request(VerificationStatus, '/api/verification');

/** Records my biometric consent (asked for on the profile when it was not given at sign-up). */
export const giveBiometricConsent = () => s.request(VerificationStatus, '/api/verification/consent', { method: 'POST' });

/** Opens an attempt: the server's order of steps and how to capture them. 429 when the hour's attempts are used. */
export const startVerificationAttempt = () =>
  s.request(VerificationAttempt, '/api/verification/attempts', { method: 'POST' });

/** Sends one captured frame; the server analyses it before answering with its progress. */
export const uploadVerificationFrame = (attemptId: string, step: number, index: number, frame: Blob) =>
  sessionManager.request(VerificationProgress, `${attemptPath(attemptId)}/frames/${step}/${index}`, {
    method: 'PUT',
    raw: { body: frame, contentType: frame.type || 'image/jpeg' },
  });

/** Asks for the decision; call it only once every frame upload has settled. */
export const finishVerificationAttempt = (attemptId: string) =>
  s.request(VerificationResult, `${attemptPath(attemptId)}/finish`, { method: 'POST' });
