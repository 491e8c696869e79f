// @codecourt/judge-transport: how the judge engine is reached from outside, kept out of the engine so
// @codecourt/judge stays a plain library. The BullMQ worker loop (the worker app and the API's queue tests
// start it) and the Prometheus endpoint on a port of its own (the worker's and the API's).
export { startJudgeWorker } from './queue/start-judge-worker.js';
export type { JudgeWorker, JudgeWorkerOptions, JudgeWorkerEvent } from './queue/start-judge-worker.js';
export { loadWorkerConfig, workerEnvSchema } from './queue/worker-config.js';
export type { WorkerConfig } from './queue/worker-config.js';
export { bearerTokenMatches } from './metrics/metrics-access.js';
export { portOf, startMetricsServer } from './metrics/metrics-server.js';
export type { MetricsServerOptions } from './metrics/metrics-server.js';
