import { CALL_MESSAGES } from '@sankofa/contracts/constants';
import { AppError } from '../../lib/errors.ts';

export const callDemoRefused = () => new AppError(422, 'demo_profile', CALL_MESSAGES.demo);
export const callSelfRefused = () => new AppError(400, 'cannot_target_self', CALL_MESSAGES.self);
/** Not matched, not friends who allow messages, or blocked either way: never says which. */
export const callNotAllowed = () => new AppError(403, 'not_connected', CALL_MESSAGES.notAllowed);
export const calleeBusy = () => new AppError(409, 'busy', CALL_MESSAGES.busy);
export const callerBusy = () => new AppError(409, 'busy', CALL_MESSAGES.selfBusy);
/** The call is over, was answered elsewhere, or this socket is not a side of it: the same answer for all. */
export const callGone = () => new AppError(404, 'call_not_found', CALL_MESSAGES.gone);
