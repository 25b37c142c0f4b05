import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCoturn } from '../../apps/api/src/test/coturn.ts';

/**
 * The TURN journeys' web server: a private coturn on loopback (the test harness), then the app as
 * `npm start` starts it, told to hand out credentials for that coturn. What the journeys need to know
 * of the coturn (its port, secret and log file) goes to `coturn.json` in the app's data folder.
 * SIGTERM stops both.
 */
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required (the Playwright config gives one)');

const coturn = await startCoturn();
writeFileSync(
  path.join(dataDir, 'coturn.json'),
  JSON.stringify({ port: coturn.port, secret: coturn.secret, urls: coturn.urls, logFile: coturn.logFile }),
);
const app = spawn('npm', ['start'], {
  stdio: 'inherit',
  env: { ...process.env, TURN_URLS: coturn.urls.join(','), TURN_SECRET: coturn.secret },
});

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  if (app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  await coturn.stop();
  process.exit(code);
}
app.once('exit', (code) => void stop(code ?? 1));
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));
