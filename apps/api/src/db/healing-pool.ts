import pg from 'pg';
import { PoolBusyError } from './pool-busy.ts';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pool that gets a checked-out connection back as soon as PostgreSQL ends it (a restart, failover,
 * pg_terminate_backend, the host going away), instead of when its borrower releases it.
 *
 * Why: drizzle's `transaction()` sends BEGIN before its try/finally, so when the connection it was
 * handed dies before BEGIN is answered it never releases it. node-postgres keeps such a client in the
 * pool's count for good; after enough of them (ten terminations at the wrong moment) every request
 * waited out the connection timeout and the instance stayed "database unreachable" although the
 * database was back (issue #24). Releasing on the connection's end frees the slot; the borrower's own
 * later release is then a no-op, and its next statement fails as any statement on a lost connection
 * does (503).
 */
export class HealingPool extends pg.Pool {
  /** Borrowers allowed to wait for a connection at once; past that the pool answers "busy" at once. */
  readonly maxWaiting: number;

  constructor(config: pg.PoolConfig & { maxWaiting?: number }) {
    const { maxWaiting, ...rest } = config;
    super(rest);
    this.maxWaiting = maxWaiting ?? Number.POSITIVE_INFINITY;
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // A full queue would only make each newcomer wait longer for the same answer: when more are
    // waiting than the pool can serve before the connection wait is out, the newcomer is told to
    // come back (503 with a short Retry-After) rather than joining a queue it would time out in.
    if (this.waitingCount >= this.maxWaiting) {
      const busy = new PoolBusyError(this.waitingCount);
      if (callback) {
        queueMicrotask(() => callback(busy, undefined, () => {}));
        return;
      }
      return Promise.reject(busy);
    }
    // pool.query() borrows through the callback form; drizzle's transactions through the promise form.
    if (callback) {
      super.connect((err, client, done) => callback(err, client && releasedWhenEnded(client), client?.release ?? done));
      return;
    }
    return new Promise((resolve, reject) => {
      super.connect((err, client) =>
        err || !client ? reject(err ?? new Error('No client')) : resolve(releasedWhenEnded(client)),
      );
    });
  }
}

function releasedWhenEnded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let returned = false;
  const giveBack = (err?: Error | boolean) => {
    if (returned) return;
    returned = true;
    client.removeListener('end', onEnd);
    release(err);
  };
  // An error tells the pool to close the client and make a new one, rather than keep it idle.
  const onEnd = () => giveBack(new Error('The connection ended while it was checked out'));
  client.once('end', onEnd);
  client.release = giveBack;
  return client;
}
