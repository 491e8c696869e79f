// @codecourt/judge: the judge engine as a plain library, and this file is its whole public surface
// (README.md lists it). Settings come from loadJudgeConfig() at start; nothing here reads process.env.
// No transport either: the BullMQ worker loop and the metrics endpoint are @codecourt/judge-transport.
export { createJudge } from './engine/create-judge.js';
export type { Judge, JudgeOptions, RunProgramRequest } from './engine/create-judge.js';
export type { JudgeHooks, JudgeSlot, JudgeSpareSlot } from './engine/judge.js';
export { createFairScheduler } from './scheduling/fair-scheduler.js';
export type { FairScheduler, Ticket } from './scheduling/fair-scheduler.js';
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
export { LANGUAGES, commentLine, getLanguage } from '@codecourt/languages';
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
export { createJudgeMetrics } from './metrics/judge-metrics.js';
export type { JudgeMetrics } from './metrics/judge-metrics.js';
export { issuesText, judgeConfigSchema, loadJudgeConfig, presentVariables } from './config/judge-config.js';
export type { Environment, JudgeConfig, SandboxSettings } from './config/judge-config.js';
