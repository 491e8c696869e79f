import type { FinishedRequestObserver } from '../../middleware/request-logger.js';
import type { ApiMetrics } from './api-metrics.js';

/**
 * Counts and times every answered request under its route template (see route-template.ts). Called by the
 * request tracker's one 'finish' listener (createRequestTracker's observer), so a request adds no listener
 * of its own for it.
 */
export function createHttpMetrics(
  metrics: Pick<ApiMetrics, 'observeRequest'>,
  templateOf: (method: string, url: string) => string,
): FinishedRequestObserver {
  return (method, url, status, seconds) => {
    metrics.observeRequest(method, templateOf(method, url), status, seconds);
  };
}
