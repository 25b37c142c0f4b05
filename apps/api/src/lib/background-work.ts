import { AsyncLocalStorage } from 'node:async_hooks';

/** Set while the job worker claims or runs work, so what it does can be told from what requests do. */
export const backgroundWork = new AsyncLocalStorage<true>();

/** Whether the caller runs for the job worker (a queued job or a periodic round) and not for any request. */
export const inBackgroundWork = (): boolean => backgroundWork.getStore() === true;
