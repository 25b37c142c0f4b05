import { AppError } from '../../lib/errors.ts';

export const personNotFound = () => new AppError(404, 'user_not_found', 'This member could not be found.');
export const cannotModerateSelf = () => new AppError(403, 'cannot_moderate', 'You cannot act on your own account.');
export const cannotModerateAdmin = () =>
  new AppError(403, 'cannot_moderate', 'An administrator’s account cannot be moderated here.');
export const reportsNotOpen = () =>
  new AppError(
    409,
    'report_not_found',
    'One of these reports is not open any more: another moderator may have decided it. Reload the case.',
  );
export const signalsNotOpen = () =>
  new AppError(
    409,
    'signal_not_found',
    'One of these signals is not open any more: another moderator may have decided it. Reload the case.',
  );
export const contentGone = () => new AppError(404, 'content_not_found', 'This content is not there any more.');
export const appealNotFound = () =>
  new AppError(404, 'appeal_not_found', 'This appeal could not be found or was already decided.');
export const sameModerator = () =>
  new AppError(403, 'same_moderator', 'Another moderator must decide this appeal: you took the decision it is about.');
export const alreadyAppealed = () => new AppError(409, 'already_appealed', 'You have already appealed this decision.');
export const actionNotFound = () => new AppError(404, 'action_not_found', 'This decision could not be found.');
export const notAppealable = () => new AppError(409, 'action_not_found', 'This decision cannot be appealed.');
export const streamNotLive = () => new AppError(404, 'stream_not_found', 'This stream is not live.');
export const faceCheckRequired = () =>
  new AppError(
    403,
    'face_check_required',
    'Please verify your face again before you continue: our moderators asked for it.',
  );
