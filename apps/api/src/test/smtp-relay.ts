import net from 'node:net';

/**
 * A mail relay on a loopback port for tests of the real SMTP mailer. `silent` accepts connections
 * and never says a word (the relay that held sign-up for 31 s, issue #26); `working` speaks just
 * enough SMTP to take a message, which lands in `received`.
 */
export interface TestSmtpRelay {
  port: number;
  received: string[];
  /** Connections accepted so far, greeted or not. */
  connections: number;
  mode: 'silent' | 'working';
  close(): Promise<void>;
}

export async function startSmtpRelay(mode: TestSmtpRelay['mode']): Promise<TestSmtpRelay> {
  const sockets = new Set<net.Socket>();
  const relay: TestSmtpRelay = { port: 0, received: [], connections: 0, mode, close };
  const server = net.createServer((socket) => {
    relay.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    if (relay.mode === 'silent') return;
    converse(socket, (message) => relay.received.push(message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.port = (server.address() as net.AddressInfo).port;

  async function close() {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return relay;
}

function converse(socket: net.Socket, deliver: (message: string) => void) {
  let buffer = '';
  let data: string[] | null = null;
  const say = (line: string) => socket.write(`${line}\r\n`);
  say('220 relay.test ready');
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (data) {
        if (line === '.') {
          deliver(data.join('\r\n'));
          data = null;
          say('250 queued');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'DATA') {
        data = [];
        say('354 go ahead');
      } else if (verb === 'QUIT') {
        say('221 bye');
        socket.end();
      } else say(verb === 'EHLO' || verb === 'HELO' ? '250 relay.test' : '250 ok');
    }
  });
}
