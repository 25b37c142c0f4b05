import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes, randomInt } from 'node:crypto';
import WebSocket from 'ws';

/** Where Debian's `janus` package puts its modules. */
const LIB = ['/usr/lib/x86_64-linux-gnu/janus', '/usr/lib/aarch64-linux-gnu/janus', '/usr/lib/janus'].find((d) =>
  existsSync(d),
);
export const JANUS_BIN = process.env.JANUS_BIN ?? '/usr/bin/janus';

export interface TestJanus {
  url: string;
  tokenSecret: string;
  adminKey: string;
  /** Janus' admin API (loopback only), which ends a removed viewer's session. */
  adminUrl: string;
  adminSecret: string;
  /** The settings an app needs to stream through this Janus. */
  env: Record<string, string>;
  stop(): Promise<void>;
  /** Stops and starts it again on the same port: every room is gone, as after a crash. */
  restart(): Promise<void>;
  /** The running Janus process (benches read its CPU time), undefined while it is down. */
  readonly pid: number | undefined;
  /** Stops it, keeping its folder, until `up`. */
  down(): Promise<void>;
  up(): Promise<void>;
}

export const janusInstalled = () => existsSync(JANUS_BIN) && LIB !== undefined;

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
 * A private Janus on loopback: only the VideoRoom plugin and the WebSocket transport (symlinked into
 * its own folders), signed-token auth, room creation behind an admin key, string room ids. The
 * configuration is written here, never copied from /etc/janus. `sessionTimeoutSeconds` (60) is how
 * long Janus keeps a session that no valid request reached; tests of token expiry shorten it.
 * `rtpPorts` (100) bounds its peer connections (one port each, bundled): benches of large audiences widen it.
 */
export async function startJanus(opts: { sessionTimeoutSeconds?: number; rtpPorts?: number } = {}): Promise<TestJanus> {
  if (!LIB) throw new Error('Janus is not installed (Debian package `janus`)');
  const dir = mkdtempSync(path.join(tmpdir(), 'sankofa-janus-'));
  for (const [folder, lib] of [
    ['plugins', 'libjanus_videoroom.so'],
    ['transports', 'libjanus_websockets.so'],
  ] as const) {
    mkdirSync(path.join(dir, folder));
    symlinkSync(path.join(LIB, folder, lib), path.join(dir, folder, lib));
  }
  const port = await freePort();
  const adminPort = await freePort();
  const adminSecret = randomBytes(24).toString('base64url');
  // A window of its own, so Janus instances of parallel test files do not compete for RTP ports.
  const rtpPorts = opts.rtpPorts ?? 100;
  const rtpFrom = 20_000 + randomInt(Math.floor(40_000 / rtpPorts)) * rtpPorts;
  const tokenSecret = randomBytes(24).toString('base64url');
  const adminKey = randomBytes(24).toString('base64url');
  writeFileSync(
    path.join(dir, 'janus.jcfg'),
    `general: {
  configs_folder = "${dir}"
  plugins_folder = "${dir}/plugins"
  transports_folder = "${dir}/transports"
  events_folder = "${dir}/none"
  loggers_folder = "${dir}/none"
  debug_level = 3
  token_auth = true
  token_auth_secret = "${tokenSecret}"
  session_timeout = ${opts.sessionTimeoutSeconds ?? 60}
  admin_secret = "${adminSecret}"
}
media: {
  rtp_port_range = "${rtpFrom}-${rtpFrom + rtpPorts - 1}"
}
`,
  );
  writeFileSync(
    path.join(dir, 'janus.transport.websockets.jcfg'),
    `general: {
  json = "plain"
  ws = true
  ws_port = ${port}
  ws_ip = "127.0.0.1"
  wss = false
}
admin: {
  admin_ws = true
  admin_ws_port = ${adminPort}
  admin_ws_ip = "127.0.0.1"
  admin_wss = false
}
`,
  );
  writeFileSync(
    path.join(dir, 'janus.plugin.videoroom.jcfg'),
    `general: {
  admin_key = "${adminKey}"
  string_ids = true
}
`,
  );
  const url = `ws://127.0.0.1:${port}`;
  const adminUrl = `ws://127.0.0.1:${adminPort}`;
  let child: ChildProcess | undefined;
  let log = '';

  async function launch(): Promise<void> {
    log = '';
    const proc = spawn(JANUS_BIN, ['-C', path.join(dir, 'janus.jcfg'), '-F', dir, '-o'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = proc;
    proc.stdout.on('data', (d: Buffer) => void (log = (log + d.toString()).slice(-20_000)));
    proc.stderr.on('data', (d: Buffer) => void (log = (log + d.toString()).slice(-20_000)));
    // Janus is ready when its WebSocket transport takes a connection.
    for (let attempt = 0; attempt < 200; attempt++) {
      if (proc.exitCode !== null) throw new Error(`Janus exited (${proc.exitCode}):\n${log}`);
      if (await accepts(url)) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`Janus did not open ${url}:\n${log}`);
  }

  async function halt(): Promise<void> {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => proc.kill('SIGKILL'), 5_000);
      proc.once('exit', () => (clearTimeout(kill), resolve()));
      proc.kill('SIGTERM');
    });
  }

  await launch();
  return {
    url,
    tokenSecret,
    adminKey,
    adminUrl,
    adminSecret,
    env: {
      JANUS_URL: url,
      JANUS_TOKEN_SECRET: tokenSecret,
      JANUS_ADMIN_KEY: adminKey,
      JANUS_ADMIN_URL: adminUrl,
      JANUS_ADMIN_SECRET: adminSecret,
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
    async restart() {
      await halt();
      await launch();
    },
    down: halt,
    up: launch,
    get pid() {
      return child && child.exitCode === null ? child.pid : undefined;
    },
  };
}

function accepts(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, 'janus-protocol');
    ws.once('open', () => (ws.terminate(), resolve(true)));
    ws.once('error', () => resolve(false));
  });
}
