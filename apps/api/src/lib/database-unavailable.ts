import { POOL_BUSY } from '../db/pool-busy.ts';
import { AppError } from './errors.ts';

/** Seconds a client is told to wait before trying again while the database cannot be reached. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
/** The same when the database is fine but this instance has too many requests waiting for it. */
const BUSY_RETRY_AFTER_SECONDS = 1;

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
    if (typeof code === 'string' && (SQLSTATES.test(code) || SOCKET_CODES.has(code) || code === POOL_BUSY)) return true;
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

/** True when the pool refused to queue one more borrower (db/healing-pool.ts): overloaded, not away. */
export function isDatabaseBusy(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === POOL_BUSY) return true;
  return false;
}

/** The 503 for a database that cannot be reached, or (`cause` busy) that this instance is queued too deep for. */
export const databaseUnavailable = (cause?: unknown) => {
  const seconds = isDatabaseBusy(cause) ? BUSY_RETRY_AFTER_SECONDS : DATABASE_RETRY_AFTER_SECONDS;
  return new AppError(
    503,
    'service_unavailable',
    'We are having trouble connecting right now. Please try again in a few seconds.',
    { retryAfterSeconds: seconds },
    { 'retry-after': String(seconds) },
  );
};
