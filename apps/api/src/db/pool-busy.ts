/** The code of the error a full pool queue answers with (kept apart from the pool so PGlite never loads pg). */
export const POOL_BUSY = 'SANKOFA_POOL_BUSY';

/** Too many borrowers were already waiting for a connection: the instance is overloaded, not broken. */
export class PoolBusyError extends Error {
  readonly code = POOL_BUSY;
  constructor(waiting: number) {
    super(`The database pool is busy: ${waiting} requests are already waiting for a connection`);
  }
}
