import { z } from 'zod';
import type { RouteDoc } from '../docs/route-table.js';

/** The Prometheus endpoint in the OpenAPI document; its token is the operator's, not a user's. */
export const METRICS_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/metrics',
    tag: 'system',
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
];
