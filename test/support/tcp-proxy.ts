import net from 'node:net';

/** A TCP proxy on 127.0.0.1 to host:port that a test can cut: open connections drop and new ones are refused until it heals. */
export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones for `ms` milliseconds. */
  cut(ms: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const dropAll = () => sockets.forEach((socket) => socket.destroy());
  return {
    port: (server.address() as net.AddressInfo).port,
    async cut(ms) {
      down = true;
      dropAll();
      await new Promise((resolve) => setTimeout(resolve, ms));
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
}
