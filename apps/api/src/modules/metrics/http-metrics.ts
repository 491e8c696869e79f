import type { Request, Response } from 'express';
import type { ApiMetrics } from './api-metrics.js';

/**
 * Counts and times every answered request under its route template (see route-template.ts). Called by the
 * request logger's one 'finish' listener (createRequestLogger's observer), so a request adds no listener
 * of its own for it.
 */
export function createHttpMetrics(
  metrics: Pick<ApiMetrics, 'observeRequest'>,
  templateOf: (method: string, url: string) => string,
): (req: Request, res: Response, seconds: number) => void {
  return (req, res, seconds) => {
    metrics.observeRequest(req.method, templateOf(req.method, req.originalUrl), res.statusCode, seconds);
  };
}
