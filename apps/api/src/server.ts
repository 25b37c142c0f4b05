import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, publicUrl } from './config/env.ts';
import { buildApp } from './app.ts';
import { closeDeps, createDeps } from './deps.ts';
import { listenForAdminCommands } from './lib/admin/admin-socket.ts';

/** The only file that opens a port and handles signals. */
async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log = (msg: string) => console.log(`[${env.APP_NAME}] ${msg}`);
  const deps = await createDeps(env, log);
  const webDist =
    process.env.WEB_DIST === '' ? undefined : path.resolve(fileURLToPath(new URL('../../web/dist', import.meta.url)));
  let closing = false;
  const app = await buildApp(deps, { webDist, logger: env.LOG_LEVEL !== 'silent', draining: () => closing });
  await app.listen({ port: env.PORT, host: env.HOST });
  // The embedded database is this process's alone, so `npm run admin` reaches it through here.
  const adminSocket =
    deps.database.kind === 'pglite' ? await listenForAdminCommands(deps.database.db, env.DATA_DIR) : null;
  log(
    `serving on ${publicUrl(env)} — database: ${deps.database.kind}${env.DATABASE_URL ? '' : ` in ${path.resolve(env.DATA_DIR)}`}, ` +
      `bus: ${env.REDIS_URL ? 'redis' : 'in-process'}, mail: ${env.SMTP_URL ? 'smtp' : `outbox ${path.resolve(env.DATA_DIR, 'outbox')}`}`,
  );

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Readiness answers 503 from now on; a load balancer that polls it stops sending new work here
    // during the drain, then closing finishes the requests in flight and tells sockets to reconnect.
    log(`${signal} received, draining for ${env.SHUTDOWN_DRAIN_MS} ms, then closing`);
    const force = setTimeout(() => process.exit(1), env.SHUTDOWN_DRAIN_MS + 10_000);
    force.unref();
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DRAIN_MS));
    adminSocket?.close();
    await app.close();
    await closeDeps(deps);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
