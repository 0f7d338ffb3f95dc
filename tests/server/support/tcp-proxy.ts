import net from 'node:net';

/**
 * A TCP proxy between the app and the test PostgreSQL, to take the store away without touching the shared
 * server: `cut()` destroys every connection through it and refuses new ones (as a killed PostgreSQL does),
 * `restore()` lets connections through again.
 */
export interface TcpProxy {
  /** The proxy's port on 127.0.0.1. */
  port: number;
  cut(): void;
  restore(): void;
  /** The next piece the app sends that `matches` resets that connection instead of reaching the store. */
  resetOnAppData(matches: (chunk: Buffer) => boolean): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  let resetOn: ((chunk: Buffer) => boolean) | null = null;
  const server = net.createServer((client) => {
    track(client);
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      if (resetOn?.(chunk)) {
        resetOn = null;
        client.resetAndDestroy();
        upstream.destroy();
        return;
      }
      if (!upstream.write(chunk)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      // Not listening: a new connection is refused (ECONNREFUSED); the open ones are reset.
      server.close();
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore() {
      if (!server.listening) server.listen(port, '127.0.0.1');
    },
    resetOnAppData(matches) {
      resetOn = matches;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
