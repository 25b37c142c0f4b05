import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { withVideoRoom, JanusRefused } from '../adapters/media/janus-connection.ts';
import { coreToken } from '../adapters/media/janus-tokens.ts';
import { issueTurnCredential } from '../lib/turn-credentials.ts';
import { coturnUnavailable, freeUdpTcpPort } from '../test/coturn.ts';
import { janusInstalled } from '../test/janus.ts';
import { allocateRelay } from '../test/turn-client.ts';

// Issue #26: the compose file's `media` profile runs Janus and coturn through these entrypoints;
// no Docker daemon runs here, so the scripts themselves are run against Debian's packages.
const deploy = (file: string) => fileURLToPath(new URL(`../../../../deploy/${file}`, import.meta.url));
const required = process.env.TURN_TESTS === 'required';
const missing = [!janusInstalled() && 'janus', coturnUnavailable() && 'coturn'].filter(Boolean);
if (missing.length && required) throw new Error(`not installed: ${missing.join(', ')}`);

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGTERM');
});

function run(script: string, env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn('sh', [deploy(script)], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => void (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => void (output += d.toString()));
  running.push(child);
  return { child, output: () => output };
}

async function until<T>(what: string, attempt: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const by = Date.now() + ms;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > by) throw new Error(`${what} did not happen within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(missing.length > 0)('the media entrypoints of compose.yaml', () => {
  it('Janus starts from the environment with signed-token auth: our token opens the VideoRoom, none is refused', async () => {
    const secret = randomBytes(24).toString('base64url');
    const port = await freeUdpTcpPort();
    const janus = run('janus/janus-entrypoint.sh', {
      JANUS_TOKEN_SECRET: secret,
      JANUS_ADMIN_KEY: randomBytes(24).toString('base64url'),
      JANUS_WS_PORT: String(port),
      JANUS_RTP_PORTS: '31000-31099',
    });
    const url = `ws://127.0.0.1:${port}`;
    const token = coreToken(secret, new Date(Date.now() + 60_000));
    const rooms = await until(
      'Janus answering',
      () => withVideoRoom(url, token, 2_000, (request) => request({ request: 'list' })),
      20_000,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${janus.output()}`);
    });
    expect(rooms).toMatchObject({ videoroom: 'success' });
    await expect(
      withVideoRoom(url, 'not-a-token', 2_000, (request) => request({ request: 'list' })),
    ).rejects.toBeInstanceOf(JanusRefused);
  }, 30_000);

  it('Janus refuses to start without its secrets', async () => {
    const janus = run('janus/janus-entrypoint.sh', {});
    const code = await new Promise<number | null>((resolve) => janus.child.once('exit', resolve));
    expect(code).not.toBe(0);
    expect(janus.output()).toContain('JANUS_TOKEN_SECRET');
  });

  it("coturn starts from the environment and relays for the API's short-lived credentials only", async () => {
    const secret = randomBytes(32).toString('base64');
    const port = await freeUdpTcpPort();
    const coturn = run('coturn/coturn-entrypoint.sh', {
      TURN_SECRET: secret,
      TURN_PORT: String(port),
      TURN_MIN_PORT: '52000',
      TURN_MAX_PORT: '52100',
    });
    const credential = issueTurnCredential(secret, 'member-1', new Date(), 3_600);
    const allocated = await until('a relay', async () => {
      const result = await allocateRelay(port, credential);
      return result.ok ? result : undefined;
    }).catch((err: Error) => {
      throw new Error(`${err.message}\n${coturn.output()}`);
    });
    expect(allocated.relayPort).toBeGreaterThanOrEqual(52000);
    const forged = await allocateRelay(port, { username: credential.username, credential: 'forged' });
    expect(forged).toMatchObject({ ok: false, code: 401 });
  }, 30_000);
});
