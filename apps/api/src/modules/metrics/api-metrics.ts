// The API process's Prometheus registry: its HTTP figures, the judge queue's depth, Node's process
// figures and, when this process judges in-process, the judge's own (see create-judging.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export type QueueDepth = { waiting: number; active: number; delayed: number };

export type ApiMetrics = {
  readonly registry: Registry;
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  /** Where the queue depth gauge reads from at each scrape (the app's judge gateway). */
  watchQueue: (depth: () => Promise<QueueDepth>) => void;
};

const HTTP_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** A scrape must not hang on a Redis that is down: the depth is left out of that scrape instead. */
const DEPTH_TIMEOUT_MS = 1_000;

export function createApiMetrics(): ApiMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: 'codecourt_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const latency = new Histogram({
    name: 'codecourt_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_SECONDS_BUCKETS,
    registers,
  });
  let readDepth: (() => Promise<QueueDepth>) | undefined;
  new Gauge({
    name: 'codecourt_judge_queue_jobs',
    help: 'Judge jobs by state. With Redis every API instance reports the same shared queue: aggregate with max, not sum',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      this.reset();
      if (!readDepth) return;
      const depth = await Promise.race([
        readDepth().catch(() => undefined),
        sleep(DEPTH_TIMEOUT_MS, undefined, { ref: false }),
      ]);
      if (!depth) return;
      for (const [state, count] of Object.entries(depth)) this.set({ state }, count);
    },
  });

  // One label set per method, route template and status, made once: a request allocates none.
  type Labels = Record<'method' | 'route' | 'status', string>;
  const labelSets = new Map<string, Map<string, Map<number, Labels>>>();
  const labelsOf = (method: string, route: string, status: number): Labels => {
    let byRoute = labelSets.get(method);
    if (!byRoute) labelSets.set(method, (byRoute = new Map<string, Map<number, Labels>>()));
    let byStatus = byRoute.get(route);
    if (!byStatus) byRoute.set(route, (byStatus = new Map<number, Labels>()));
    let labels = byStatus.get(status);
    if (!labels) byStatus.set(status, (labels = { method, route, status: String(status) }));
    return labels;
  };

  return {
    registry,
    observeRequest: (method, route, status, seconds) => {
      const labels = labelsOf(method, route, status);
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    watchQueue: (depth) => {
      readDepth = depth;
    },
  };
}
