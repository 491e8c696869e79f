// A load balancer in front of several API instances, as small as one can be: each new TCP connection goes to
// the next instance in turn and its bytes are piped both ways untouched. Working on connections rather than
// HTTP requests keeps server-sent events unbuffered and lets websocket upgrades through with no special case,
// and a browser's keep-alive connections still land on every instance (Chromium opens several per origin).
import { createConnection, createServer, type Socket } from 'node:net';

export type RoundRobinProxy = {
  /** http://127.0.0.1:<port>: what the browser and the tests talk to. */
  url: string;
  /** Per instance (in the order given), the connections it answered with at least one byte. */
  served: () => number[];
  close: () => Promise<void>;
};

/** Listens on a free loopback port and spreads new connections over `ports` (instances on 127.0.0.1). */
export async function startRoundRobinProxy(ports: readonly number[]): Promise<RoundRobinProxy> {
  if (ports.length === 0) throw new Error('a proxy needs at least one instance');
  const served = ports.map(() => 0);
  const open = new Set<Socket>();
  let next = 0;

  const server = createServer((client) => {
    const index = next;
    next = (next + 1) % ports.length;
    const upstream = createConnection({ host: '127.0.0.1', port: ports[index] ?? 0 });
    open.add(client).add(upstream);
    // Counted once it answers: a connection the browser opened but never used proves nothing.
    upstream.once('data', () => {
      served[index] = (served[index] ?? 0) + 1;
    });
    client.pipe(upstream).pipe(client);
    // Either side going away ends the other: a closed SSE tab must not leave the instance streaming.
    const end = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.once('close', end).once('error', end);
    upstream.once('close', end).once('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port');

  return {
    url: `http://127.0.0.1:${String(address.port)}`,
    served: () => [...served],
    close: async () => {
      // Open streams (SSE, keep-alive) would hold close() forever: they are cut first.
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      );
    },
  };
}
