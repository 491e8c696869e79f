// A judge worker as its own process, for tests that kill one mid-job: the judge package's worker
// (startJudgeWorker, loadWorkerConfig) started from the environment, printing "ready" once it listens.
import { loadWorkerConfig, startJudgeWorker } from '@codecourt/judge-transport';

const config = loadWorkerConfig(process.env);
const worker = await startJudgeWorker({
  redisUrl: config.redisUrl,
  concurrency: config.concurrency,
  judge: { config: config.judge },
  lockDurationMs: config.lockDurationMs,
  stalledIntervalMs: config.stalledIntervalMs,
});
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void worker.close().then(() => process.exit(0));
});
