// A Prometheus endpoint on a port of its own (GET /metrics): a worker's JUDGE_METRICS_PORT, the API's
// METRICS_PORT. With METRICS_TOKEN it listens on every interface and asks for the token; without one it
// listens on loopback only, for a scraper on the same host.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { bearerTokenMatches } from './metrics-access.js';

export type MetricsServerOptions = { port: number; token: string | undefined; registry: Registry };

export async function startMetricsServer(options: MetricsServerOptions): Promise<Server> {
  const { token, registry } = options;
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (token !== undefined && !bearerTokenMatches(req.headers.authorization, token)) {
      res
        .writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer' })
        .end('Unauthorized\n');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType }).end(text);
      },
      () => {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  // With a token: every interface (Node picks :: or 0.0.0.0, whichever the host has).
  if (token === undefined) server.listen(options.port, '127.0.0.1');
  else server.listen(options.port);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}
