/**
 * `npm run admin -- grant moderator someone@example.com` (or `revoke`, or `list`): the only way to
 * give or take the moderator and admin roles. With PostgreSQL (DATABASE_URL) it opens the database;
 * with the embedded one it asks the running server through its data folder, or opens the folder
 * itself when no server runs.
 */
import { loadEnv } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { sendAdminCommand } from '../apps/api/src/lib/admin/admin-socket.ts';
import { runAdminCommand } from '../apps/api/src/lib/admin/role-command.ts';

const env = loadEnv();
const argv = process.argv.slice(2);
const viaServer = env.DATABASE_URL ? null : await sendAdminCommand(env.DATA_DIR, argv);
if (viaServer) {
  for (const line of viaServer.lines) console.log(line);
  process.exitCode = viaServer.code;
} else {
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    process.exitCode = await runAdminCommand(database.db, argv, (line) => console.log(line));
  } finally {
    await database.close();
  }
}
