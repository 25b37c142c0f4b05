import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { freePort } from '../../../apps/api/src/test/instances.ts';

/**
 * The suite's own Redis and PostgreSQL database, so that stopping or cutting them hurts nobody else:
 * a `redis-server` on a spare loopback port that keeps nothing on disk, and a fresh database on the
 * PostgreSQL server DATABASE_URL points at.
 */
export interface OwnRedis {
  url: string;
  /** Stops the server (SIGKILL: it keeps nothing, so it comes back empty, as a lost node would). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

function runRedis(port: number): Promise<ChildProcess> {
  const proc: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise<ChildProcess>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/ready to accept connections/i.test(output)) {
        clearTimeout(timer);
        resolve(proc);
      }
    });
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
}

export async function startOwnRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let proc: ChildProcess | null = await runRedis(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const p = proc;
      proc = null;
      if (!p || p.exitCode !== null || p.signalCode !== null) return;
      const exited = new Promise((resolve) => p.once('exit', resolve));
      p.kill('SIGKILL');
      await exited;
    },
    async start() {
      if (!proc) proc = await runRedis(port);
    },
  };
}

export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createOwnDatabase(serverUrl: string): Promise<OwnDatabase> {
  const name = `sankofa_faults_${randomBytes(6).toString('hex')}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
