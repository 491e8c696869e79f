import type { Request, Router } from 'express';
import { z } from 'zod';
import { bearerTokenMatches } from '@codecourt/judge-transport';
import type { Registry } from 'prom-client';
import { isLoopbackHost } from '../../config.js';
import { appError } from '../../lib/app-error.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';

/** The Prometheus endpoint; its token is the operator's, not a user's. */
export const METRICS_ROUTES = defineRoutes(
  { prefix: '/metrics', tag: 'system' },
  {
    metrics: {
      method: 'get',
      path: '',
      summary:
        'Prometheus metrics (text format): requests and latency by route template, judge queue depth, process figures and, ' +
        'with the in-process judge, judge durations, verdicts, queue wait and sandbox failures. Needs ' +
        '`Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN it is 404 in production and loopback-only elsewhere',
      access: 'public',
      success: {
        status: 200,
        description: 'The metrics in the Prometheus text exposition format',
        schema: z.string(),
        contentType: 'text/plain',
      },
      errors: [401, 404],
    },
  },
);

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
 * The route of METRICS_ROUTES, mounted at /api (404 when METRICS_PORT serves the figures instead). With
 * METRICS_TOKEN set it takes that bearer token only. Without one it does not exist in production (404), and
 * outside production it answers a scraper on this machine only (the socket's address, never a forwarded one).
 */
export function createMetricsRoutes({
  registry,
  token,
  isProduction,
  separatePort,
}: MetricsRoutesDeps): Router {
  return routerOf(
    METRICS_ROUTES,
    {},
    {
      metrics: async (req, res) => {
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
      },
    },
  );
}
