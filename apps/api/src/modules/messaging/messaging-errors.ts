import { AppError } from '../../lib/errors.ts';
import { faceCheckRequired } from '../moderation/moderation-errors.ts';
import type { MessagingState } from './messages.repo.ts';

/** The spec's words for a sample profile. */
export const demoMessagingRefused = () =>
  new AppError(422, 'demo_profile', 'Messaging is only available with real users.');

export const selfMessagingRefused = () => new AppError(400, 'cannot_target_self', 'You cannot message yourself.');

export const notConnected = () => new AppError(403, 'not_connected', 'You can only message your matches and friends.');

/** Writing first to someone you have not matched or befriended is a Platinum feature (decision 0016). */
const messageFirstNeedsPlan = () =>
  new AppError(
    403,
    'plan_required',
    'Messaging someone before you match is part of Platinum. Upgrade to Platinum to send the first message, or match with them first.',
    { planNeeded: 'platinum' },
  );

const notFound = () => new AppError(404, 'user_not_found', 'This member could not be found.');
const messagesOff = () =>
  new AppError(403, 'messages_off', 'This member only accepts messages from their matches right now.');

/**
 * Turns the state read after a refused send into the reason a person can act on. A block is never
 * named: to a member without Platinum it reads like any stranger (the plan is what they lack); to a
 * Platinum member it reads like a profile that is gone, as blocked people are everywhere else.
 */
export function refusal(state: MessagingState): AppError {
  if (state.faceCheckDue) return faceCheckRequired();
  if (!state.exists || !state.onboarded || state.peerRemoved) return notFound();
  // Connected but refused: the only reason left is the peer's "allow direct messages" being off.
  if ((state.friends || state.opened) && !state.matched && !state.allowMessages) return messagesOff();
  if (state.matched || state.friends || state.opened) return notConnected();
  if (!state.mayOpen) return messageFirstNeedsPlan();
  if (state.blocked) return notFound();
  if (!state.allowMessages) return messagesOff();
  return notConnected();
}

export const clientIdReused = () =>
  new AppError(
    409,
    'client_id_reused',
    'This message id was already used for a different message. Please send it again.',
  );
