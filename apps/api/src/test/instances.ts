import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeInOutbox } from './outbox.ts';
import { GOOD_PASSWORD, randomEmail } from './harness.ts';

/**
 * Real server processes for tests that need more than one instance, or need one to die: each is
 * `apps/api/src/server.ts` on its own loopback port and data folder, with the settings given.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface Instance {
  url: string;
  dataDir: string;
  ws: string;
  proc: ChildProcess;
  /** What the process printed, for a failure's message. */
  output: () => string;
}

export interface InstanceOptions {
  port?: number;
  dataDir?: string;
  /** The checkout whose server runs: a bench may measure another one beside this (a before/after pair). */
  root?: string;
  /** Flags for node itself, before the server (a CPU profile, say). */
  nodeArgs?: string[];
  /** How long it may take to say it serves before it is stopped: 45 s. */
  startTimeoutMs?: number;
}

export async function startInstance(settings: Record<string, string>, opts: InstanceOptions = {}): Promise<Instance> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(tmpdir(), 'sankofa-instance-'));
  // Node itself, not the tsx launcher: a signal must reach the server, not a parent that leaves it running.
  // INSTANCE_CPU_PROFILE_DIR: each instance writes a V8 CPU profile there when it stops (the fault suite's long form).
  const profile = process.env.INSTANCE_CPU_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.INSTANCE_CPU_PROFILE_DIR}`]
    : [];
  const proc = spawn(
    process.execPath,
    [...profile, ...(opts.nodeArgs ?? []), '--import', 'tsx', 'apps/api/src/server.ts'],
    {
      cwd: opts.root ?? root,
      env: { ...process.env, ...settings, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    // A process that missed its deadline is stopped, so a second try can have its port.
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      reject(new Error(`instance did not start in time:\n${output}`));
    }, opts.startTimeoutMs ?? 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serving on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code ?? signal}:\n${output}`));
    });
  });
  return { url: `http://127.0.0.1:${port}`, dataDir, ws: `ws://127.0.0.1:${port}`, proc, output: () => output };
}

/** Sends `signal` and waits for the process to be gone. */
export async function stopInstance(i: Instance | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!i || i.proc.exitCode !== null || i.proc.signalCode !== null) return;
  const exited = new Promise((resolve) => i.proc.once('exit', resolve));
  i.proc.kill(signal);
  await exited;
}

/** A new account through the two sign-up steps on `instance`; any of `all` may have mailed the code. */
export async function signUpOn(instance: Instance, all: Instance[]): Promise<{ id: string; token: string }> {
  const email = randomEmail('instance');
  const started = await fetch(`${instance.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: GOOD_PASSWORD,
      location: 'Accra, Ghana',
      acceptTerms: true,
      biometricConsent: false,
    }),
  });
  if (started.status !== 202) throw new Error(`sign-up answered ${started.status}: ${await started.text()}`);
  const res = await fetch(`${instance.url}/api/auth/signup/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      code: await codeInOutbox(
        all.map((i) => i.dataDir),
        email,
      ),
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up confirmation answered ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string }; accessToken: string };
  return { id: body.user.id, token: body.accessToken };
}
