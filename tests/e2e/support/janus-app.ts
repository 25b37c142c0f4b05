import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startJanus, type TestJanus } from '../../../apps/api/src/test/janus.ts';

export interface JanusApp {
  baseURL: string;
  /** Its data folder (sign-up codes are read from its outbox). */
  dataDir: string;
  janusUrl: string;
  /** The Janus itself, to stop and start mid-journey. */
  janus: TestJanus;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A private Janus and the app started as an operator starts it with Janus (`npm start` with
 * JANUS_URL and its secrets) on a fresh data folder: the Janus journeys run against this one, the
 * rest of the suite against the embedded default.
 */
export async function startJanusApp(
  opts: { env?: Record<string, string>; janus?: Parameters<typeof startJanus>[0] } = {},
): Promise<JanusApp> {
  const janus: TestJanus = await startJanus(opts.janus);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sankofa-e2e-janus-'));
  // The journeys' mail reader looks into the outbox before the first message has made it.
  mkdirSync(path.join(dataDir, 'outbox'));
  // As in playwright.config.ts: the integration suite's database and Redis are not this app's.
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const server: ChildProcess = spawn('npm', ['start'], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    env: {
      ...inherited,
      ...janus.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_SIGNUP_PER_IP: '1000',
      RATE_SIGNIN_PER_IP: '1000',
      RATE_NEWSLETTER_PER_IP: '1000',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  server.stdout?.on('data', (d: Buffer) => void (log = (log + d.toString()).slice(-10_000)));
  server.stderr?.on('data', (d: Buffer) => void (log = (log + d.toString()).slice(-10_000)));
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((r) => server.once('exit', r));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    await janus.stop();
  };
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) {
      await janus.stop();
      throw new Error(`the app exited (${server.exitCode}):\n${log}`);
    }
    const ok = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) {
      await stop();
      throw new Error(`the app did not answer on ${baseURL}:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { baseURL, dataDir, janusUrl: janus.url, janus, stop };
}
