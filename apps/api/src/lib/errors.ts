import type { ErrorCode } from '@sankofa/contracts/constants';

/** An error a person can act on; the error handler turns it into the project's error shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (message = 'Please sign in to continue.', code: ErrorCode = 'unauthorized') =>
  new AppError(401, code, message);

export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new AppError(
    429,
    'rate_limited',
    message,
    { retryAfterSeconds },
    {
      'retry-after': String(retryAfterSeconds),
    },
  );

/** The project's error shape, for answers that do not go through AppError. */
export const errorBody = (code: ErrorCode, message: string, details?: unknown) => ({
  error: { code, message, ...(details !== undefined && { details }) },
});
