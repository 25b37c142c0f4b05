import { spawn } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import dgram from 'node:dgram';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stunAnswers } from './turn-client.ts';

export const TURNSERVER = process.env.TURNSERVER_PATH ?? '/usr/bin/turnserver';
/** coturn answers within a second of starting here; this only bounds a broken install. */
const READY_WITHIN_MS = 30_000;
const RELAY_PORTS = 40;

export interface Coturn {
  /** The UDP (and TCP) port it listens on, on 127.0.0.1. */
  port: number;
  /** Its static-auth-secret: the API's TURN_SECRET. */
  secret: string;
  realm: string;
  /** `turn:` URLs for TURN_URLS. */
  urls: string[];
  /** Everything coturn logged so far (sessions name the username they were opened with). */
  log(): string;
  logFile: string;
  /** The turnserver process, for tests that pause it (SIGSTOP) as a network drop. */
  pid: number;
  stop(): Promise<void>;
}

/** Why coturn tests cannot run here, or null when they can. */
export function coturnUnavailable(): string | null {
  return existsSync(TURNSERVER)
    ? null
    : `coturn is not installed (${TURNSERVER} missing), so TURN relays are not tested: apt-get install coturn`;
}

/** A port free for both UDP and TCP on loopback (coturn listens on both). */
export async function freeUdpTcpPort(): Promise<number> {
  for (let tries = 0; tries < 50; tries++) {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const udp = dgram.createSocket('udp4');
    const free = await new Promise<boolean>((resolve) => {
      udp.once('error', () => resolve(false));
      udp.bind(port, '127.0.0.1', () => resolve(true));
    });
    udp.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (free) return port;
  }
  throw new Error('no port free for both UDP and TCP on 127.0.0.1');
}

/**
 * The lines of turnserver.conf that matter, for a server that only loopback can reach: credentials
 * are the TURN REST scheme (use-auth-secret), relays are on 127.0.0.1 and may reach loopback peers
 * (a production server denies private ranges instead: see the README), no TLS, no CLI.
 */
export function coturnConfig(o: {
  port: number;
  minPort: number;
  maxPort: number;
  secret: string;
  realm: string;
  dir: string;
}): string {
  return [
    'listening-ip=127.0.0.1',
    'relay-ip=127.0.0.1',
    `listening-port=${o.port}`,
    `min-port=${o.minPort}`,
    `max-port=${o.maxPort}`,
    'use-auth-secret',
    `static-auth-secret=${o.secret}`,
    `realm=${o.realm}`,
    'fingerprint',
    'allow-loopback-peers',
    'no-multicast-peers',
    'no-cli',
    'no-tls',
    'no-dtls',
    'no-rfc5780',
    'no-stun-backward-compatibility',
    'verbose',
    'simple-log',
    `log-file=${path.join(o.dir, 'turnserver.log')}`,
    `pidfile=${path.join(o.dir, 'turnserver.pid')}`,
    // Its database is not used with a static secret, but would otherwise be opened in /var/lib/turn.
    `userdb=${path.join(o.dir, 'turndb')}`,
    '',
  ].join('\n');
}

/**
 * Starts /usr/bin/turnserver as the current user with a config written to a temp folder, on free
 * loopback ports, and resolves once it answers a STUN Binding request.
 */
export async function startCoturn(opts: { secret?: string; port?: number; realm?: string } = {}): Promise<Coturn> {
  const unavailable = coturnUnavailable();
  if (unavailable) throw new Error(unavailable);
  const dir = mkdtempSync(path.join(tmpdir(), 'sankofa-coturn-'));
  const port = opts.port ?? (await freeUdpTcpPort());
  const secret = opts.secret ?? randomBytes(24).toString('hex');
  const realm = opts.realm ?? 'sankofa.test';
  // Relay ports come from a random block above the usual ephemeral range; coturn skips any taken one.
  const minPort = 61000 + randomInt(Math.floor((65535 - 61000) / RELAY_PORTS)) * RELAY_PORTS;
  const configFile = path.join(dir, 'turnserver.conf');
  writeFileSync(configFile, coturnConfig({ port, minPort, maxPort: minPort + RELAY_PORTS - 1, secret, realm, dir }));
  const logFile = path.join(dir, 'turnserver.log');
  const child = spawn(TURNSERVER, ['-c', configFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  let exited: string | null = null;
  const gone = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = `turnserver exited (${signal ?? code})`;
      resolve();
    });
    child.on('error', (err) => {
      exited = `turnserver could not start: ${err.message}`;
      resolve();
    });
  });
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const stop = async () => {
    if (!exited) {
      // A paused server (a test's network drop) only hears SIGTERM once it runs again.
      child.kill('SIGCONT');
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(killed);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_WITHIN_MS;
  while (!(await stunAnswers(port))) {
    if (exited || Date.now() > deadline) {
      const why = exited ?? `turnserver did not answer on 127.0.0.1:${port} within ${READY_WITHIN_MS / 1000} s`;
      const tail = (log() || stderr).split('\n').slice(-15).join('\n');
      await stop();
      throw new Error(`${why}\n${tail}`);
    }
  }
  return { port, secret, realm, urls: [`turn:127.0.0.1:${port}?transport=udp`], log, logFile, pid: child.pid!, stop };
}
