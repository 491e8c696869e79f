import type { RequestHandler } from 'express';
import type { ApiMetrics } from './api-metrics.js';

/** Counts and times every answered request under its route template (see route-template.ts). */
export function createHttpMetrics(
  metrics: Pick<ApiMetrics, 'observeRequest'>,
  templateOf: (method: string, url: string) => string,
): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      metrics.observeRequest(
        { method: req.method, route: templateOf(req.method, req.originalUrl), status: res.statusCode },
        (performance.now() - started) / 1000,
      );
    });
    next();
  };
}
