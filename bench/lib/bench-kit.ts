/**
 * Shared helpers for the benchmarks in bench/: free ports, result files, PASS/FAIL rows, starting and
 * stopping the product exactly as a new user does (`npm start`). Benchmarks print figures and write JSON;
 * they never run inside `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RESULTS_DIR = path.join(ROOT, 'bench/results');

export interface Target {
  name: string;
  measured: number;
  unit: string;
  /** '<=' means lower is better, '>=' means higher is better. */
  comparator: '<=' | '>=';
  limit: number;
  /** measured ÷ limit for '>=', limit ÷ measured for '<=': above 1 means headroom. */
  ratio: number;
  pass: boolean;
}

export function target(name: string, measured: number, comparator: '<=' | '>=', limit: number, unit: string): Target {
  const pass = comparator === '<=' ? measured <= limit : measured >= limit;
  const ratio = comparator === '<=' ? (measured === 0 ? Infinity : limit / measured) : measured / limit;
  return { name, measured, unit, comparator, limit, ratio, pass };
}

export function printTargets(targets: Target[]): void {
  console.table(
    targets.map((t) => ({
      target: t.name,
      measured: fmt(t.measured, t.unit),
      limit: `${t.comparator} ${fmt(t.limit, t.unit)}`,
      ratio: round(t.ratio, 2),
      result: t.pass ? 'PASS' : 'FAIL',
    })),
  );
}

/** A figure with enough digits to read (small ones keep 4 decimals) and its unit, if any. */
export function fmt(n: number, unit = ''): string {
  const v = Math.abs(n) < 1 ? round(n, 4) : round(n, Math.abs(n) < 100 ? 2 : 1);
  return unit ? `${v} ${unit}` : String(v);
}

export const round = (n: number, digits = 1) => (Number.isFinite(n) ? Math.round(n * 10 ** digits) / 10 ** digits : n);

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

function machine() {
  return {
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    totalMemMiB: Math.round(os.totalmem() / 2 ** 20),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  };
}

/** Writes bench/results/<name>.json with the common shape every summary can read. */
export function writeResult(name: string, targets: Target[], details: Record<string, unknown>): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  const body = {
    name,
    date: new Date().toISOString(),
    machine: machine(),
    pass: targets.every((t) => t.pass),
    targets,
    details,
  };
  writeFileSync(file, `${JSON.stringify(body, (_k, v) => (v === Infinity ? 'Infinity' : v), 2)}\n`);
  console.log(`wrote ${path.relative(ROOT, file)}`);
  return file;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Rejects after `ms` with a message naming what took too long. */
export async function withTimeout<T>(what: string, ms: number, p: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface RunningProduct {
  url: string;
  port: number;
  dataDir: string;
  /** Last lines the server printed (for error reports). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `npm start` on a free port with a temporary DATA_DIR, in its own process group so the whole tree
 * (npm → tsx → node) is stopped together. Resolves once /api/health answers.
 */
export async function startProduct(
  opts: { timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<RunningProduct> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sankofa-bench-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...opts.env,
  };
  // The product's own defaults: embedded PGlite and in-process bus, whatever the caller's shell has set.
  if (!opts.env?.DATABASE_URL) delete env.DATABASE_URL;
  if (!opts.env?.REDIS_URL) delete env.REDIS_URL;
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (b: Buffer) => (log = (log + b.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  const exitedP = new Promise<void>((r) => child.once('exit', () => ((exited = true), r())));

  const stop = async () => {
    if (exited || child.pid === undefined) return cleanup();
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    const gone = await Promise.race([exitedP.then(() => true), sleep(12_000).then(() => false)]);
    if (!gone) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
      await Promise.race([exitedP, sleep(3_000)]);
    }
    cleanup();
  };
  const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
  const onExit = () => {
    if (!exited && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  process.once('exit', onExit);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.timeoutMs ?? 240_000);
  try {
    for (;;) {
      if (exited) throw new Error(`npm start exited before serving:\n${log}`);
      if (Date.now() > deadline) throw new Error(`npm start did not answer /api/health in time:\n${log}`);
      try {
        const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
        if (res.ok) break;
      } catch {
        /* not up yet */
      }
      await sleep(300);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port, dataDir, output: () => log, stop };
}

/** Runs `main`, turning its result into the exit code: 0 all targets pass, 1 a target fails, 2 error. */
export function runBench(main: () => Promise<Target[]>): void {
  main().then(
    (targets) => process.exit(targets.every((t) => t.pass) ? 0 : 1),
    (err) => {
      console.error(err);
      process.exit(2);
    },
  );
}
