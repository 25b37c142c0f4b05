import type { ErrorCode } from '@sankofa/contracts/constants';

/**
 * Codes an endpoint's handler can answer that no integration test makes it answer, each with the
 * path that throws it and why a test does not reach it (decision 0059). Keyed `METHOD /path` as in
 * the endpoint table. A code a test starts to reach must leave this list; the check says so.
 */

/** A live session needs its account, and deleting the account ends its sessions first. */
const GONE = 'only when the account is deleted after the session check let the request in';
const PROFILE_GONE = `no profile row: one is made with every account, so ${GONE}`;
const SPENT = (limit: string) =>
  `the per-member limit ${limit} is spent; tests keep it high, and the limiter itself is tested on other routes`;
const IMAGE_QUEUE = 'runImageWork: the image queue is full of other uploads; no test fills it';
const STRIPE = 'the Stripe provider refused or was unreachable; tests run the sandbox provider, which cannot fail';

export const UNREACHED_CODES: Readonly<Record<string, Partial<Record<ErrorCode, string>>>> = {
  'POST /api/auth/signup/confirm': { rate_limited: `confirmSignUp: ${SPENT('RATE_SIGNIN_PER_IP for codes')}` },
  'GET /api/auth/user': { user_not_found: `getUser: ${GONE}` },
  'PUT /api/auth/user': { user_not_found: `updateUser → getUser: ${GONE}` },
  'DELETE /api/auth/user': { user_not_found: `deleteAccount: ${GONE}` },
  'POST /api/auth/password': {
    rate_limited: `changePassword: ${SPENT('RATE_SIGNIN_PER_EMAIL')}`,
    user_not_found: `changePassword: ${GONE}`,
  },
  'POST /api/auth/resend-confirmation': { user_not_found: `resendConfirmation: ${GONE}` },
  'GET /api/profile/me': { profile_not_found: `loadOwn: ${PROFILE_GONE}` },
  'PATCH /api/profile/me': { profile_not_found: `updateOwnProfile: ${PROFILE_GONE}` },
  'PATCH /api/profile/me/settings': { profile_not_found: `updateOwnSettings: ${PROFILE_GONE}` },
  'POST /api/onboarding/complete': { profile_not_found: `completeOnboarding: ${PROFILE_GONE}` },
  'POST /api/photos': {
    busy: IMAGE_QUEUE,
    profile_not_found: `uploadPhoto: ${PROFILE_GONE}`,
    too_many_files:
      'readUploadedPhoto: the multipart reader stops at a second file or too many parts; the upload tests send one file',
  },
  'POST /api/conversations/:userId/messages': {
    not_connected:
      'refusal(): the pair could message when it was checked but not when the row was written (an unmatch at that moment)',
    rate_limited: `limitMessages: ${SPENT('RATE_MESSAGES_PER_MINUTE')}`,
  },
  'POST /api/streams': { rate_limited: `startStream: ${SPENT('RATE_STREAM_STARTS_PER_HOUR')}` },
  'PUT /api/streams/:streamId/thumbnail': {
    busy: IMAGE_QUEUE,
    rate_limited: `storeThumbnail: ${SPENT('RATE_STREAM_THUMBNAILS_PER_HOUR')}`,
    too_large:
      'storeThumbnail: the body parser already refuses anything over the limit plus one byte, so only a body of exactly that size gets here',
  },
  'POST /api/payments/checkout': { payment_provider_unavailable: `startCheckout: ${STRIPE}` },
  'POST /api/payments/plan/cancel': { payment_provider_unavailable: `cancelMyPlan: ${STRIPE}` },
  'POST /api/payments/sandbox/:checkoutId/cancel': {
    not_found:
      'settleSandboxCheckout: the server takes real payments; the test of that calls pay, which shares the check',
  },
  'GET /api/verification': { not_found: `memberVerification: ${GONE}` },
  'POST /api/verification/consent': { not_found: `giveConsent → memberVerification: ${GONE}` },
  'POST /api/verification/attempts': { not_found: `startAttempt → memberVerification: ${GONE}` },
  'PUT /api/verification/attempts/:attemptId/frames/:step/:index': {
    attempt_closed:
      'openAttempt: a frame after the attempt was decided; the test of that finishes twice, which shares openAttempt',
    frame_too_large:
      'submitFrame: the body parser already refuses anything over the limit plus one byte, so only a frame of exactly that size gets here',
  },
  'POST /api/verification/attempts/:attemptId/finish': {
    profile_update_failed:
      'finishAttempt: marking the profile verified failed after the decision was stored; tests cannot fail only that write',
    save_failed: 'finishAttempt: storing the decision failed; tests cannot fail only that write',
  },
  'POST /api/mod/streams/:streamId/end': {
    cannot_moderate:
      'assertMayModerate: the host is the moderator or an administrator; tested on actions, which share it',
    user_not_found: 'assertMayModerate: the host was deleted after the stream was found live',
  },
  'POST /api/mod/appeals/:appealId/decision': {
    cannot_moderate:
      'assertMayModerate: the appellant is the moderator or an administrator; tested on actions, which share it',
    user_not_found: 'assertMayModerate: the appellant was deleted while the appeal was open',
  },
  'POST /api/moderation/restricted/appeal': {
    action_not_found:
      'appealWithToken → appealDecision: tested on the signed-in appeal, which shares it; the token names an action that exists',
    already_appealed: 'appealWithToken → appealDecision: tested on the signed-in appeal, which shares it',
  },
};
