import { randomUUID } from 'node:crypto';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * A database of one test file's own, migrated and dropped on close: for files whose periodic jobs
 * (the call sweep, the stream reaper) must not act on rows that files running alongside keep in the
 * shared one. On PostgreSQL it is a fresh database on the same server (a few seconds to migrate);
 * without DATABASE_URL an in-memory PGlite.
 */
export async function openOwnDatabase(tag: string): Promise<Database> {
  const shared = process.env.DATABASE_URL;
  if (!shared) return openDatabase({ dataDir: 'memory://' });
  const { Client } = (await import('pg')).default;
  const name = `${new URL(shared).pathname.slice(1) || 'postgres'}_${tag}_${randomUUID().slice(0, 8)}`.replace(
    /\W/g,
    '_',
  );
  const admin = new Client({ connectionString: shared });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(shared);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new Client({ connectionString: shared });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
