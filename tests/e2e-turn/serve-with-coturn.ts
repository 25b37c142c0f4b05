import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCoturn, type Coturn } from '../../apps/api/src/test/coturn.ts';

/**
 * The TURN journeys' web server: a private coturn on loopback (the test harness), then the app as
 * `npm start` starts it, told to hand out credentials for that coturn. What the journeys need to know
 * of the coturn (its port, secret, log file and process) goes to `coturn.json` in the app's data
 * folder. SIGUSR2 restarts the coturn on the same port and secret, as a relay server that went down
 * and came back with none of its allocations (coturn.json then names the new process). SIGTERM
 * stops both.
 */
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required (the Playwright config gives one)');

let coturn: Coturn = await startCoturn();
const describe = (c: Coturn) =>
  writeFileSync(
    path.join(dataDir, 'coturn.json'),
    JSON.stringify({
      port: c.port,
      secret: c.secret,
      urls: c.urls,
      logFile: c.logFile,
      pid: c.pid,
      serverPid: process.pid,
    }),
  );
describe(coturn);
const app = spawn('npm', ['start'], {
  stdio: 'inherit',
  env: { ...process.env, TURN_URLS: coturn.urls.join(','), TURN_SECRET: coturn.secret },
});

let restarting: Promise<void> | null = null;
process.on('SIGUSR2', () => {
  restarting ??= (async () => {
    const { port, secret } = coturn;
    await coturn.stop();
    coturn = await startCoturn({ port, secret });
    describe(coturn);
  })().finally(() => (restarting = null));
});

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  await restarting;
  await coturn.stop();
  process.exit(code);
}
app.once('exit', (code) => void stop(code ?? 1));
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));
