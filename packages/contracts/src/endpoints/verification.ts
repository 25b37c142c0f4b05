import {
  AttemptParams,
  FrameParams,
  VerificationAttempt,
  VerificationProgress,
  VerificationResult,
  VerificationStatus,
} from '../verification.ts';
import { endpoint } from './endpoint.ts';

/** Face verification. */
export const verificationEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/api/verification',
    access: 'member',
    status: 200,
    response: VerificationStatus,
    errors: ['not_found'],
  }),
  consent: endpoint({
    method: 'POST',
    path: '/api/verification/consent',
    access: 'member',
    status: 200,
    response: VerificationStatus,
    errors: ['not_found'],
  }),
  startAttempt: endpoint({
    method: 'POST',
    path: '/api/verification/attempts',
    access: 'member',
    status: 201,
    response: VerificationAttempt,
    errors: ['already_verified', 'consent_required', 'not_found', 'too_many_attempts'],
  }),
  frame: endpoint({
    method: 'PUT',
    path: '/api/verification/attempts/:attemptId/frames/:step/:index',
    access: 'member',
    params: FrameParams,
    bodyKind: 'raw',
    status: 200,
    response: VerificationProgress,
    errors: ['attempt_closed', 'attempt_not_found', 'bad_frame', 'frame_late', 'frame_too_large'],
  }),
  finish: endpoint({
    method: 'POST',
    path: '/api/verification/attempts/:attemptId/finish',
    access: 'member',
    params: AttemptParams,
    status: 200,
    response: VerificationResult,
    errors: ['attempt_closed', 'attempt_not_found', 'profile_update_failed', 'save_failed'],
  }),
};
