// A judge worker as its own process, for tests that kill one mid-job: the judge package's worker
// (startJudgeWorker, loadWorkerConfig) started from the environment, printing "ready" once it listens.
// TEST_TOOLCHAIN_PATH: the PATH its toolchain probe looks on, to show a host without some toolchain.
import { loadWorkerConfig, startJudgeWorker } from '@codecourt/judge-transport';
import { probeToolchains } from '@codecourt/judge';

const config = loadWorkerConfig(process.env);
const probePath = process.env.TEST_TOOLCHAIN_PATH;
const worker = await startJudgeWorker({
  redisUrl: config.redisUrl,
  concurrency: config.concurrency,
  judge: { config: config.judge },
  lockDurationMs: config.lockDurationMs,
  stalledIntervalMs: config.stalledIntervalMs,
  presenceTtlMs: config.presenceTtlMs,
  ...(probePath !== undefined && {
    probeLanguages: (engine) =>
      probeToolchains({
        driver: engine.driverName,
        imagePrefix: config.judge.docker.imagePrefix,
        path: probePath,
      }),
  }),
});
process.stdout.write('ready\n');
process.once('SIGTERM', () => {
  void worker.close().then(() => process.exit(0));
});
