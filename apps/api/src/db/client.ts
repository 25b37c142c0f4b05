import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { inBackgroundWork } from '../lib/background-work.ts';
import * as schema from './schema.ts';
import { seedDemoProfiles } from './seed/demo-profiles.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant: serialises migrations when several instances start at once. */
const MIGRATION_LOCK = 4_242_001;
const CONNECT_TIMEOUT_MS = 5_000;
/**
 * Borrowers that may wait, per pooled connection. A statement holds a connection for a few
 * milliseconds, so ten waiting for each clear in well under a second on a healthy instance; a queue
 * longer than that only grows when the instance is short of CPU, and each newcomer would wait out
 * the 5 s connection wait for a 503 anyway (issue #24, socket churn).
 */
const POOL_WAITING_PER_CONNECTION = 10;

/**
 * PostgreSQL when a URL is given, otherwise PGlite (PostgreSQL in WASM) stored under `dataDir`,
 * or in memory when `dataDir` is 'memory://'. Migrations are applied before it is handed out.
 */
export async function openDatabase(opts: {
  url?: string;
  dataDir: string;
  /** Called with every statement sent, the job worker's excepted (tests and benchmarks count queries per request with it). */
  onQuery?: (query: string) => void;
  /** PostgreSQL connections in the pool (default 10). */
  poolMax?: number;
  /** Told about connections PostgreSQL ended on its own (a restart, failover, pg_terminate_backend). */
  onConnectionError?: (err: Error) => void;
}): Promise<Database> {
  // The job worker's statements belong to no request, so counts per request leave them out.
  const logger = opts.onQuery ? { logQuery: (query: string) => inBackgroundWork() || opts.onQuery!(query) } : undefined;
  if (opts.url) {
    const { HealingPool } = await import('./healing-pool.ts');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new HealingPool({
      connectionString: opts.url,
      max: opts.poolMax ?? 10,
      maxWaiting: (opts.poolMax ?? 10) * POOL_WAITING_PER_CONNECTION,
      // While the database cannot be reached a request waits this long for a connection, then gets a 503.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // A connection the server ends emits 'error' on its client, and on the pool while it is idle; with no
    // listener Node ends the process. The pool drops such a client and makes a new one on the next query.
    const onConnectionError = opts.onConnectionError ?? (() => {});
    pool.on('error', onConnectionError);
    // A client checked out for a transaction has no pool listener: its error fails the next query instead,
    // and the pool takes the client back when its connection ends (healing-pool.ts).
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const db = drizzle(pool, { schema, logger });
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(db, { migrationsFolder });
      // Under the migration lock, so instances starting together do not race on the same rows.
      await seedDemoProfiles(db as unknown as Db);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lock.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dir = opts.dataDir;
  if (dir !== 'memory://') {
    dir = path.resolve(dir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // Migrations create pg_trgm (search's trigram indexes); PGlite can only create what it has loaded.
  const client = new PGlite(dir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema, logger });
  await migrate(db, { migrationsFolder });
  await seedDemoProfiles(db as unknown as Db);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** The database or an open transaction: queries are built the same way on both. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | '_'>;

const dialect = new PgDialect();

/**
 * A hand-written statement run as a named prepared statement: node-postgres parses and plans it once
 * per connection instead of on every call (PGlite runs it as usual). It goes through drizzle's session,
 * so the query logger still sees it. The SQL text must be the same on every call for a given name.
 */
export async function executePrepared<Row>(db: Tx, name: string, query: SQL): Promise<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: Row[] };
  return result.rows;
}
