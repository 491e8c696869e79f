// The judge worker process (`pnpm --filter @codecourt/judge-worker start`): judges BullMQ jobs until SIGTERM.
// `--optional` (the dev script) exits quietly when REDIS_URL is unset: the API then judges in-process.
import { getPriority, setPriority } from 'node:os';
import { createJudgeMetrics } from '@codecourt/judge';
import { loadWorkerConfig, portOf, startJudgeWorker, startMetricsServer } from '@codecourt/judge-transport';
import { Registry, collectDefaultMetrics } from 'prom-client';
import { logLine } from './log-line.js';

const EVENT_LEVELS = {
  active: 'info',
  completed: 'info',
  failed: 'warn',
  'handed back': 'warn',
  error: 'error',
} as const;

async function main(): Promise<void> {
  if (process.argv.includes('--optional') && !process.env.REDIS_URL) {
    logLine('info', 'REDIS_URL is not set: the API judges in-process, no worker needed');
    return;
  }
  const config = loadWorkerConfig(process.env);
  // Lowered before anything starts, so every sandbox, compiler and checker inherits it (JUDGE_NICE).
  if (config.judge.nice > getPriority()) setPriority(config.judge.nice);
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const started = await startJudgeWorker({
    metrics: createJudgeMetrics(registry),
    redisUrl: config.redisUrl,
    concurrency: config.concurrency,
    judge: { config: config.judge },
    lockDurationMs: config.lockDurationMs,
    stalledIntervalMs: config.stalledIntervalMs,
    presenceTtlMs: config.presenceTtlMs,
    onEvent: (event) => {
      // A job's lines carry the API request id (reqId) of the submit that queued it.
      logLine(EVENT_LEVELS[event.type], `job ${event.type}`, event);
    },
  });
  const metricsServer = config.metrics && (await startMetricsServer({ ...config.metrics, registry }));
  logLine('info', 'judge worker ready', {
    concurrency: config.concurrency,
    nice: getPriority(),
    sandbox: started.judge.driverName,
    ...(metricsServer && { metricsPort: portOf(metricsServer) }),
  });

  const stop = (signal: string) => {
    logLine('info', 'judge worker stopping: finishing the jobs under way, each within its limit', {
      signal,
    });
    metricsServer?.close();
    started.close().then(
      () => {
        logLine('info', 'judge worker stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logLine('error', 'judge worker did not stop cleanly', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  logLine('error', error instanceof Error ? error.message : String(error));
  process.exit(1);
});
