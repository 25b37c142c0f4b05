import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import type { Tx } from '../../db/client.ts';
import { runAdminCommand } from './role-command.ts';

/**
 * The embedded database (PGlite) belongs to the one process that opened its folder, so while the
 * server runs, `npm run admin` hands it the command over a Unix socket in the data folder instead
 * (readable by the folder's owner only). With PostgreSQL the command opens the database itself.
 */
export const adminSocketPath = (dataDir: string) => path.resolve(dataDir, 'admin.sock');

export async function listenForAdminCommands(db: Tx, dataDir: string): Promise<Server> {
  const file = adminSocketPath(dataDir);
  rmSync(file, { force: true });
  const server = createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      input += chunk;
      if (!input.includes('\n') || input.length > 4096) return;
      const lines: string[] = [];
      let argv: string[] = [];
      try {
        argv = (JSON.parse(input.slice(0, input.indexOf('\n'))) as unknown[]).map(String);
      } catch {
        argv = [];
      }
      runAdminCommand(db, argv, (line) => lines.push(line))
        .catch((err: unknown) => {
          lines.push(`failed: ${(err as Error).message}`);
          return 1;
        })
        .then((code) => socket.end(JSON.stringify({ code, lines })));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  server.on('close', () => rmSync(file, { force: true }));
  return server;
}

/** Sends the command to the running server; null when none listens (the CLI then opens the database). */
export function sendAdminCommand(
  dataDir: string,
  argv: readonly string[],
): Promise<{ code: number; lines: string[] } | null> {
  return new Promise((resolve) => {
    const socket = createConnection(adminSocketPath(dataDir));
    let output = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(argv)}\n`));
    socket.on('data', (chunk: string) => (output += chunk));
    socket.on('end', () => resolve(JSON.parse(output) as { code: number; lines: string[] }));
    socket.on('error', () => resolve(null));
  });
}
