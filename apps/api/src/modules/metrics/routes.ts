import { Router } from 'express';
import type { Request } from 'express';
import { bearerTokenMatches } from '@codecourt/judge-transport';
import type { Registry } from 'prom-client';
import { isLoopbackHost } from '../../config.js';
import { appError } from '../../lib/app-error.js';

export type MetricsRoutesDeps = {
  registry: Registry;
  /** METRICS_TOKEN: the bearer token a scraper sends. */
  token: string | undefined;
  isProduction: boolean;
  /** METRICS_PORT is set: the figures are served there only, never on the public port. */
  separatePort: boolean;
};

function fromLoopback(req: Request): boolean {
  const address = req.socket.remoteAddress ?? '';
  return isLoopbackHost(address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address);
}

/**
 * GET /api/metrics in the Prometheus text format (404 when METRICS_PORT serves them instead). With
 * METRICS_TOKEN set it takes that bearer token only. Without one it does not exist in production (404), and outside production it answers a
 * scraper on this machine only (the socket's address, never a forwarded one).
 */
export function createMetricsRoutes({
  registry,
  token,
  isProduction,
  separatePort,
}: MetricsRoutesDeps): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    if (separatePort) throw appError('notFound', 404);
    if (token === undefined) {
      if (isProduction || !fromLoopback(req)) throw appError('notFound', 404);
    } else if (!bearerTokenMatches(req.get('authorization'), token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      throw appError('metricsUnauthorized', 401);
    }
    const text = await registry.metrics();
    res.setHeader('Cache-Control', 'no-store');
    res.type(registry.contentType).send(text);
  });
  return router;
}
