import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from '../../../apps/api/src/test/instances.ts';

/**
 * A loopback TCP relay in front of a server (PostgreSQL here), which a test can cut and mend. While
 * cut, the relay's port is closed and every relayed connection is reset: to the API this looks like
 * the database host going away (connections die, new ones are refused), without touching the real
 * server that other suites share.
 */
export interface TcpCut {
  /** The relay's port; connect here instead of to the target. */
  port: number;
  /** Connections made through the relay since it started. */
  readonly connections: number;
  cut(): Promise<void>;
  mend(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpCut(target: { host: string; port: number }): Promise<TcpCut> {
  const port = await freePort();
  const open = new Set<Socket>();
  let connections = 0;
  let server: Server | null = null;

  const relay = (client: Socket) => {
    connections++;
    const upstream = connect(target.port, target.host);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(relay);
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
      for (const socket of open) socket.resetAndDestroy();
      open.clear();
    });

  await listen();
  return {
    port,
    get connections() {
      return connections;
    },
    cut: stopListening,
    mend: listen,
    close: stopListening,
  };
}

/** `url` with its host and port replaced by the relay's. */
export function throughRelay(url: string, relay: TcpCut): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(relay.port);
  return u.toString();
}
