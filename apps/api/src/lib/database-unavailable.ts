import { AppError } from './errors.ts';

/** Seconds a client is told to wait before trying again while the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

// SQLSTATE class 08 is "connection exception"; 57P01–57P03 are the server shutting down, crashing or
// starting up (pg_terminate_backend answers 57P01); 53300 is too_many_connections.
const SQLSTATES = /^(08...|57P0[123]|53300)$/;
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a lost or never-made connection with plain Errors that carry no code.
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|encountered a connection error and is not queryable|Client was closed and is not queryable|Cannot use a pool after calling end/;

/**
 * True when an error means the database could not be reached (as opposed to a query the database
 * refused): drizzle wraps the driver's error, so the whole cause chain is looked at.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SQLSTATES.test(code) || SOCKET_CODES.has(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  }
  return false;
}

// ioredis fails a command this way once Redis has been away for its retries, or the connection ended.
const REDIS_MESSAGES = /Reached the max retries per request limit|^Connection is closed\.$/;

/**
 * True when an error means Redis could not be reached. Most Redis work degrades on its own
 * (decision 0044); what cannot (e.g. face verification's frames) answers 503 like the database.
 */
export function isRedisUnavailable(err: unknown): boolean {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' && REDIS_MESSAGES.test(message);
}

export const databaseUnavailable = () =>
  new AppError(
    503,
    'service_unavailable',
    'We are having trouble connecting right now. Please try again in a few seconds.',
    { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
    { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) },
  );
