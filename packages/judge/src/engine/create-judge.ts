// createJudge(): the library's front door for the API and the queue worker. No database, no HTTP.
import { resolve } from 'node:path';
import type {
  JudgeLimits,
  JudgeRequest,
  JudgeResult,
  LanguageId,
  ProgramSource,
  SandboxDriver,
} from '@codecourt/contracts';
import { createSandbox } from '../sandbox/detect.js';
import type { SandboxChoice } from '../sandbox/detect.js';
import type { Sandbox } from '../sandbox/types.js';
import { createArtefactCache } from './artefact-cache.js';
import type { CachedCompile } from './artefact-cache.js';
import { judgeSubmission } from './judge.js';
import type { CompileLimits } from './prepare-program.js';
import { runSelfTests } from './self-test.js';
import type { SelfTestRow } from './self-test.js';

export type JudgeOptions = {
  /** A driver name, 'auto' (default: JUDGE_SANDBOX, else auto), or a ready Sandbox. */
  sandbox?: SandboxChoice | Sandbox;
  /** Where compiled artefacts are kept; default DATA_DIR/judge/artefacts. */
  cacheDir?: string;
  cacheMaxBytes?: number;
  /** Every compiler's CPU time and peak memory (defaults: 10 s, 768 MB). */
  compileLimits?: CompileLimits;
};

/** Run with custom input: one input, no expected output, the program's output comes back. */
export type RunProgramRequest = ProgramSource & { input: string; limits?: Partial<JudgeLimits> };

export type Judge = {
  readonly driverName: SandboxDriver;
  /** Judges a submission; a valid request never throws (sandbox trouble is an Internal Error verdict). */
  judge(request: JudgeRequest): Promise<JudgeResult>;
  run(request: RunProgramRequest): Promise<JudgeResult>;
  selfTest(languages?: readonly LanguageId[]): Promise<SelfTestRow[]>;
  close(): Promise<void>;
};

export function defaultCacheDir(): string {
  return resolve(process.env.DATA_DIR ?? '.data', 'judge', 'artefacts');
}

export async function createJudge(options: JudgeOptions = {}): Promise<Judge> {
  const sandbox: Sandbox =
    typeof options.sandbox === 'object' ? options.sandbox : await createSandbox(options.sandbox);
  const cache = createArtefactCache({
    dir: options.cacheDir ?? defaultCacheDir(),
    maxBytes: options.cacheMaxBytes ?? 512 * 1024 * 1024,
  });
  const context = {
    sandbox,
    cache,
    inFlight: new Map<string, Promise<CachedCompile>>(),
    ...(options.compileLimits ? { compileLimits: options.compileLimits } : {}),
  };
  const judge = (request: JudgeRequest) => judgeSubmission(context, request);
  return {
    driverName: sandbox.name,
    judge,
    run: ({ language, source, input, limits }) =>
      judge({ language, source, tests: [{ input }], mode: 'all', ...(limits ? { limits } : {}) }),
    selfTest: (languages) => runSelfTests(judge, languages),
    close: () => sandbox.dispose(),
  };
}
