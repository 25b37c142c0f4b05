import sharp from 'sharp';
import { AppError } from './errors.ts';

// libvips would give one image a thread per core, so a few uploads took both cores and sign-in's
// argon2 hashes (which share libuv's worker threads) waited behind them.
sharp.concurrency(1);
// The operation cache keeps recent results (up to ~50 MB) for re-use; uploads never repeat.
sharp.cache(false);

/** Images decoded at once in this process: one, so image work can never hold more than one core. */
const RUNNING_AT_ONCE = 1;
/** Beyond this many waiting, a new upload is turned away rather than queued for minutes. */
const WAITING_AT_MOST = 16;
const RETRY_AFTER_SECONDS = 10;

let running = 0;
const waiting: Array<() => void> = [];

const imageWorkBusy = () =>
  new AppError(
    503,
    'busy',
    'We are processing a lot of photos right now. Please try again in a moment.',
    { retryAfterSeconds: RETRY_AFTER_SECONDS },
    { 'retry-after': String(RETRY_AFTER_SECONDS) },
  );

/** Runs sharp work one job at a time, in arrival order. */
export async function runImageWork<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RUNNING_AT_ONCE) {
    if (waiting.length >= WAITING_AT_MOST) throw imageWorkBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** For tests: how many jobs are running and waiting now. */
export const imageWorkLoad = () => ({ running, waiting: waiting.length });
