import { AppError } from '../../lib/errors.ts';
import type { MessagingState } from './messages.repo.ts';

/** The spec's words for a sample profile. */
export const demoMessagingRefused = () =>
  new AppError(422, 'demo_profile', 'Messaging is only available with real users.');

export const selfMessagingRefused = () => new AppError(400, 'cannot_target_self', 'You cannot message yourself.');

export const notConnected = () =>
  new AppError(403, 'not_connected', 'You can only message your matches and friends.');

/**
 * Turns the state read after a refused send into the reason a person can act on. A block is never
 * named: it reads the same as not being connected.
 */
export function refusal(state: MessagingState): AppError {
  if (!state.exists || !state.onboarded) return new AppError(404, 'user_not_found', 'This member could not be found.');
  if (state.friends && !state.matched && !state.allowMessages) {
    return new AppError(403, 'messages_off', 'This member only accepts messages from their matches right now.');
  }
  return notConnected();
}

export const insufficientTokens = (needed: number, balance: number, giftName: string) =>
  new AppError(
    422,
    'insufficient_tokens',
    `A ${giftName} costs ${needed} tokens and you have ${balance}. Nothing was sent.`,
    { needed, balance },
  );

export const clientIdReused = () =>
  new AppError(409, 'client_id_reused', 'This message id was already used for a different message. Please send it again.');
