import { STREAM_MUTED_MESSAGE, STREAM_REMOVED_MESSAGE } from '@sankofa/contracts';
import { AppError } from '../../lib/errors.ts';

export const streamNotFound = () => new AppError(404, 'stream_not_found', 'This stream is not available.');
export const streamEnded = () => new AppError(409, 'stream_ended', 'This stream has ended.');
export const streamFull = () => new AppError(409, 'stream_full', 'This stream is full');
export const ownStream = () =>
  new AppError(409, 'own_stream', 'You are hosting this stream; viewers watch it from Discover Streams.');
export const notInStream = () => new AppError(403, 'not_in_stream', 'You are not part of this stream.');
export const notYourStream = () => new AppError(403, 'not_your_stream', 'Only the host can change this stream.');
/** Janus is down or refused to make the room; nothing was started. */
export const streamingUnavailable = () =>
  new AppError(
    503,
    'streaming_unavailable',
    'Live streaming is temporarily unavailable. Please try again in a few minutes.',
  );
export const profileNeeded = () =>
  new AppError(403, 'profile_incomplete', 'Please complete your profile before going live.');

/** A Free host asked for a premium event; any paid plan may host one. */
export const premiumHostNeedsPlan = () =>
  new AppError(
    403,
    'plan_required',
    'Hosting a premium live event is part of Silver, Gold and Platinum. Upgrade to Silver to host one.',
    {
      planNeeded: 'silver',
    },
  );
/** A premium live event is watched by Platinum members only (and its host). */
export const premiumEventNeedsPlan = () =>
  new AppError(
    403,
    'plan_required',
    'This is a premium live event for Platinum members. Upgrade to Platinum to watch and chat.',
    {
      planNeeded: 'platinum',
    },
  );

export const removedFromStream = () => new AppError(403, 'stream_removed', STREAM_REMOVED_MESSAGE);
export const mutedInStream = () => new AppError(403, 'chat_muted', STREAM_MUTED_MESSAGE);
export const slowModeWait = (seconds: number, waitSeconds: number) =>
  new AppError(
    429,
    'slow_mode',
    `Slow mode is on: one message every ${seconds} seconds. You can write again in ${waitSeconds} s.`,
    { retryAfterSeconds: waitSeconds },
    { 'retry-after': String(waitSeconds) },
  );
export const streamMessageNotFound = () =>
  new AppError(404, 'stream_message_not_found', 'That message is not in this stream any more.');
export const viewerNotFound = () =>
  new AppError(404, 'viewer_not_found', 'That person is not taking part in this stream.');
export const cannotModerateSelf = () =>
  new AppError(400, 'cannot_target_self', 'You cannot mute or remove yourself from your own stream.');
