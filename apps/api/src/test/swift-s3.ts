import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { SWIFT_S3_KEY, swiftConfigs, type SwiftLayout } from './swift-configs.ts';

/** An S3 endpoint with a bucket ready for a test file. */
export interface S3Endpoint {
  endpoint: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  bucket: string;
  stop(): Promise<void>;
}

const SERVERS = ['account', 'container', 'object', 'proxy'] as const;
const NEEDED = [...SERVERS.map((s) => `swift-${s}-server`), 'swift-ring-builder'];
/** Swift answers within a second or two of starting here; this only bounds a broken install. */
const READY_WITHIN_MS = 120_000;

const onPath = (bin: string) =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, bin)));

/**
 * Why Swift tests cannot run here, or null when they can: either SWIFT_S3_URL names a running Swift
 * S3 API, or the Debian packages are installed and a private Swift is started per test file.
 */
export function swiftUnavailable(): string | null {
  if (process.env.SWIFT_S3_URL) return null;
  const missing = NEEDED.filter((bin) => !onPath(bin));
  if (missing.length === 0) return null;
  return (
    `OpenStack Swift is not installed (${missing.join(', ')} missing), so its S3 API is not tested: ` +
    'apt-get install swift swift-proxy swift-account swift-container swift-object memcached, or set SWIFT_S3_URL'
  );
}

/** CI sets SWIFT_TESTS=required, so a Swift that cannot start fails the run instead of skipping. */
export const swiftRequired = () => process.env.SWIFT_TESTS === 'required';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// Eventlet's DNS module alone is half of every Swift command's start-up, and nothing here resolves names.
const pythonEnv = { ...process.env, EVENTLET_NO_GREENDNS: 'yes' };

function run(bin: string, args: string[], log: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', log, log], env: pythonEnv });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** One ring with one device of weight 1 and one replica; 2^4 partitions keep rebalancing instant. */
async function buildRing(builder: string, port: number, log: number): Promise<void> {
  const steps = [['create', '4', '1', '1'], ['add', `r1z1-127.0.0.1:${port}/d1`, '1'], ['rebalance']];
  for (const step of steps) {
    // 1 is swift-ring-builder's "done, with a warning" (e.g. a single zone), not a failure.
    const code = await run('swift-ring-builder', [builder, ...step], log);
    if (code > 1) throw new Error(`swift-ring-builder ${step[0]} failed with code ${code}`);
  }
}

const pause = () => new Promise((r) => setTimeout(r, 200));

/** Resolves once something accepts connections on the port. */
async function listening(port: number, alive: () => void, deadline: number): Promise<void> {
  for (;;) {
    alive();
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port}`);
    await pause();
  }
}

async function createBucket(
  endpoint: string,
  credentials: S3Endpoint['credentials'],
  bucket: string,
  alive: () => void,
) {
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials, maxAttempts: 1 });
  const deadline = Date.now() + READY_WITHIN_MS;
  try {
    for (;;) {
      alive();
      try {
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
        return;
      } catch (err) {
        if (err instanceof S3ServiceException && err.name === 'BucketAlreadyOwnedByYou') return;
        // A 503 while the proxy's first connections to the storage servers are still being made.
        if (Date.now() > deadline) throw err;
        await pause();
      }
    }
  } finally {
    client.destroy();
  }
}

/** A Swift S3 API that is already running (SWIFT_S3_URL, with SWIFT_S3_ACCESS_KEY / SWIFT_S3_SECRET). */
async function externalSwift(bucket: string): Promise<S3Endpoint> {
  const credentials = {
    accessKeyId: process.env.SWIFT_S3_ACCESS_KEY ?? SWIFT_S3_KEY.accessKeyId,
    secretAccessKey: process.env.SWIFT_S3_SECRET ?? SWIFT_S3_KEY.secretAccessKey,
  };
  const endpoint = process.env.SWIFT_S3_URL!;
  await createBucket(endpoint, credentials, bucket, () => undefined);
  return { endpoint, region: 'us-east-1', credentials, bucket, stop: async () => undefined };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const hard = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(hard);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Starts a single-node Swift (account, container and object servers, and a proxy with s3api and
 * tempauth) plus memcached, all on free loopback ports, with configs, rings and the one storage
 * device inside a new temp folder; servers run as the current user. Resolves once `bucket` exists.
 */
export async function startSwiftS3(bucket: string): Promise<S3Endpoint> {
  if (process.env.SWIFT_S3_URL) return externalSwift(bucket);
  const dir = mkdtempSync(path.join(tmpdir(), 'sankofa-swift-'));
  const layout: SwiftLayout = {
    swiftDir: path.join(dir, 'swift'),
    devicesDir: path.join(dir, 'devices'),
    user: userInfo().username,
    ports: {
      proxy: await freePort(),
      account: await freePort(),
      container: await freePort(),
      object: await freePort(),
      memcached: await freePort(),
    },
  };
  mkdirSync(layout.swiftDir);
  mkdirSync(path.join(layout.devicesDir, 'd1'), { recursive: true });
  const logFile = path.join(dir, 'swift.log');
  const log = openSync(logFile, 'a');
  const children: ChildProcess[] = [];
  const killAll = () => children.forEach((c) => c.kill('SIGKILL'));
  process.once('exit', killAll);
  const stop = async () => {
    process.removeListener('exit', killAll);
    await Promise.all(children.map(stopChild));
    rmSync(dir, { recursive: true, force: true });
  };
  const failed = (why: string) =>
    new Error(`${why}\n--- ${logFile} ---\n${readFileSync(logFile, 'utf8').slice(-4000)}`);

  try {
    await Promise.all(
      (['account', 'container', 'object'] as const).map((kind) =>
        buildRing(path.join(layout.swiftDir, `${kind}.builder`), layout.ports[kind], log),
      ),
    );
    const configs = swiftConfigs(layout);
    for (const server of SERVERS) writeFileSync(path.join(dir, `${server}-server.conf`), configs[server]);

    if (onPath('memcached')) {
      // memcached refuses to run as root unless told which user to be.
      const asUser = process.getuid?.() === 0 ? ['-u', layout.user] : [];
      const args = ['-l', '127.0.0.1', '-p', String(layout.ports.memcached), '-U', '0', '-m', '16', ...asUser];
      children.push(spawn('memcached', args, { stdio: ['ignore', log, log], env: pythonEnv }));
    }
    for (const server of SERVERS) {
      children.push(
        spawn(`swift-${server}-server`, [path.join(dir, `${server}-server.conf`)], {
          stdio: ['ignore', log, log],
          env: pythonEnv,
        }),
      );
    }
    const alive = () => {
      const dead = children.find((c) => c.exitCode !== null);
      if (dead) throw failed(`${dead.spawnfile} exited with code ${dead.exitCode} while Swift was starting`);
    };
    // Every server listening first, so the proxy's first requests to them do not meet refused connections.
    const deadline = Date.now() + READY_WITHIN_MS;
    await Promise.all(SERVERS.map((server) => listening(layout.ports[server], alive, deadline)));
    const endpoint = `http://127.0.0.1:${layout.ports.proxy}`;
    await createBucket(endpoint, SWIFT_S3_KEY, bucket, alive);
    return { endpoint, region: 'us-east-1', credentials: SWIFT_S3_KEY, bucket, stop };
  } catch (err) {
    const error =
      err instanceof Error && err.message.includes(logFile) ? err : failed(`Swift did not start: ${String(err)}`);
    await stop();
    throw error;
  }
}
