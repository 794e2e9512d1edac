import net from 'node:net';
import { freePort } from './smtp';

/**
 * A loopback TCP proxy to another port that can be cut and restored: a server "going away" (every connection
 * closed, new ones refused) and coming back on the same address, without touching the real server.
 */
export async function startTcpProxy(targetPort: number) {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('error', () => socket.destroy());
    socket.on('close', () => sockets.delete(socket));
  };
  const open = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1');
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await open();
  return {
    url: (scheme: string) => `${scheme}://127.0.0.1:${port}`,
    /** Closes every connection and refuses new ones. */
    async cut() {
      const closing = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      for (const socket of sockets) socket.destroy();
      await closing;
      server = undefined;
    },
    restore: open,
    close() {
      for (const socket of sockets) socket.destroy();
      server?.close();
    },
  };
}
