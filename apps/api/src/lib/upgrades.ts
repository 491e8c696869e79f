import type { IncomingMessage, Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** A path the app serves as a WebSocket: HTTP upgrades never reach Express, so they are routed here. */
export type UpgradeRoute = {
  serves: (req: IncomingMessage) => boolean;
  handle: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** Closes its sockets and waits for what they left to store. */
  close: () => Promise<void>;
};

const routesOf = new WeakMap<object, UpgradeRoute[]>();

/** Registers a WebSocket path of `app` (createApp does, for each module that has one). */
export function serveUpgrade(app: object, route: UpgradeRoute): void {
  routesOf.set(app, [...(routesOf.get(app) ?? []), route]);
}

/** Hands `server`'s upgrade requests to `app`'s WebSocket paths; any other is answered 404 and closed. */
export function listenForUpgrades(server: Server, app: object): void {
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const route = routesOf.get(app)?.find((candidate) => candidate.serves(req));
    if (route) {
      route.handle(req, socket, head);
      return;
    }
    refuseUpgrade(socket, 404);
  });
}

/** Answers an upgrade request with an HTTP status and closes the socket: nothing else is sent. */
export function refuseUpgrade(socket: Duplex, status: number): void {
  if (socket.writable)
    socket.end(
      `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
    );
  socket.destroy();
}

/** Closes every WebSocket of `app` and waits for what they left to store (before the database closes). */
export async function closeUpgrades(app: object): Promise<void> {
  await Promise.all((routesOf.get(app) ?? []).map((route) => route.close()));
}
