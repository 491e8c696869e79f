// @codecourt/judge: the judge engine as a plain library, and this file is its whole public surface
// (README.md lists it). Settings come from loadJudgeConfig() at start; nothing here reads process.env.
export { createJudge } from './engine/create-judge.js';
export type { Judge, JudgeOptions, RunProgramRequest } from './engine/create-judge.js';
export type { JudgeHooks } from './engine/judge.js';
export type { SelfTestRow } from './engine/self-test.js';
export { detectSandbox, createSandbox, sandboxChoice } from './sandbox/detect.js';
export { driverStatus } from './sandbox/driver-status.js';
export { probeToolchains } from './sandbox/toolchain-probe.js';
export type { ToolchainProbeOptions } from './sandbox/toolchain-probe.js';
export { sandboxNotice, PROCESS_DRIVER_WARNING } from './sandbox/sandbox-notice.js';
export type { DriverStatus } from './sandbox/driver-status.js';
export type { SandboxChoice } from './sandbox/detect.js';
export type { Sandbox, SandboxSession, RunSpec, RunReport } from './sandbox/types.js';
export { compareOutputs } from './checkers/default-checker.js';
export { LANGUAGES, getLanguage } from '@codecourt/languages';
export type { Language, LanguageDefinition } from '@codecourt/languages';
export type {
  CheckerFlags,
  CheckerSpec,
  JudgeCompileResult,
  JudgeLimits,
  JudgeMode,
  JudgeRequest,
  JudgeResult,
  JudgeTest,
  JudgeTestResult,
} from '@codecourt/contracts';
export { testProgressOf } from './engine/test-progress.js';
export { startJudgeWorker } from './queue/start-judge-worker.js';
export type { JudgeWorker, JudgeWorkerOptions, JudgeWorkerEvent } from './queue/start-judge-worker.js';
export { createJudgeMetrics } from './metrics/judge-metrics.js';
export type { JudgeMetrics } from './metrics/judge-metrics.js';
export { bearerTokenMatches } from './metrics/metrics-access.js';
export { portOf, startMetricsServer } from './metrics/metrics-server.js';
export type { MetricsServerOptions } from './metrics/metrics-server.js';
export { loadWorkerConfig, workerEnvSchema } from './queue/worker-config.js';
export { judgeConfigSchema, loadJudgeConfig } from './config/judge-config.js';
export type { JudgeConfig, SandboxSettings } from './config/judge-config.js';
export type { WorkerConfig } from './queue/worker-config.js';
