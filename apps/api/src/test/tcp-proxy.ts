import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Ends every open connection and refuses new ones, as a database host that went away would. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A loopback proxy in front of a real server, so a test can take the server away and bring it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      refusing = true;
      for (const s of open) s.destroy();
    },
    restore() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
