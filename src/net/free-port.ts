import net from 'node:net';

/** Asks the OS for a free TCP port on the loopback interface. */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** True when something accepts TCP connections at `host:port`; `localhost` is asked as 127.0.0.1, where the dev servers listen. */
export function isAddressOpen(address: string): Promise<boolean> {
  const [host, port] = address.split(':');
  return isPortOpen(Number(port), host === 'localhost' ? '127.0.0.1' : host);
}

/** True when something accepts TCP connections on host:port. */
export function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
