/**
 * `npm run jobs`: the job queue as the operator sees it, on the database the settings name. The
 * embedded database (PGlite) is one process's folder, so with it stop the server first.
 */
import { loadEnv } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { MAIN_QUEUE } from '../apps/api/src/deps.ts';
import { jobsCommand } from '../apps/api/src/lib/jobs/jobs-command.ts';

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  process.exitCode = await jobsCommand(database.db, MAIN_QUEUE, process.argv.slice(2), (line) => console.log(line));
} finally {
  await database.close();
}
