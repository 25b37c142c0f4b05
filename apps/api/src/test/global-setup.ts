import { openDatabase } from '../db/client.ts';

/** Migrates the shared PostgreSQL test database once, before any test file runs. */
export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL) return;
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: 'memory://' });
  await database.close();
}
