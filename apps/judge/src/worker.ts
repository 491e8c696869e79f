// The judge worker process (`pnpm --filter @codecourt/judge-worker start`): judges BullMQ jobs until SIGTERM.
// `--optional` (the dev script) exits quietly when REDIS_URL is unset: the API then judges in-process.
import { loadWorkerConfig, startJudgeWorker } from '@codecourt/judge';
import { logLine } from './log-line.js';

async function main(): Promise<void> {
  if (process.argv.includes('--optional') && !process.env.REDIS_URL) {
    logLine('info', 'REDIS_URL is not set: the API judges in-process, no worker needed');
    return;
  }
  const config = loadWorkerConfig(process.env);
  const started = await startJudgeWorker({
    redisUrl: config.redisUrl,
    concurrency: config.concurrency,
    judge: { config: config.judge },
    lockDurationMs: config.lockDurationMs,
    stalledIntervalMs: config.stalledIntervalMs,
    onEvent: (event) => {
      logLine(
        event.type === 'completed' ? 'info' : event.type === 'failed' ? 'warn' : 'error',
        `job ${event.type}`,
        event,
      );
    },
  });
  logLine('info', 'judge worker ready', {
    concurrency: config.concurrency,
    sandbox: started.judge.driverName,
  });

  const stop = (signal: string) => {
    logLine('info', 'judge worker stopping: finishing the jobs under way', { signal });
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
