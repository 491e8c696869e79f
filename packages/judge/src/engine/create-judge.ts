// createJudge(): the library's front door for the API and the queue worker. No database, no HTTP.
import type {
  JudgeLimits,
  JudgeRequest,
  JudgeResult,
  LanguageId,
  ProgramSource,
  SandboxDriver,
} from '@codecourt/contracts';
import { LANGUAGES } from '@codecourt/languages';
import { DEFAULT_JUDGE_CONFIG } from '../config/judge-config.js';
import type { JudgeConfig } from '../config/judge-config.js';
import { createSandbox } from '../sandbox/detect.js';
import type { SandboxChoice } from '../sandbox/detect.js';
import type { Sandbox } from '../sandbox/types.js';
import { createArtefactCache } from './artefact-cache.js';
import type { CachedCompile } from './artefact-cache.js';
import { judgeSubmission } from './judge.js';
import type { JudgeHooks } from './judge.js';
import type { CompileLimits } from './prepare-program.js';
import { runSelfTests } from './self-test.js';
import type { SelfTestRow } from './self-test.js';

export type JudgeOptions = {
  /** The settings loadJudgeConfig() parsed at start; default: those of an empty environment. */
  config?: JudgeConfig;
  /** A driver name or 'auto' (default: the config's), or a ready Sandbox. */
  sandbox?: SandboxChoice | Sandbox;
  /** Where compiled artefacts are kept; default: the config's (DATA_DIR/judge/artefacts). */
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
  judge(request: JudgeRequest, hooks?: JudgeHooks): Promise<JudgeResult>;
  run(request: RunProgramRequest): Promise<JudgeResult>;
  selfTest(languages?: readonly LanguageId[]): Promise<SelfTestRow[]>;
  close(): Promise<void>;
};

export async function createJudge(options: JudgeOptions = {}): Promise<Judge> {
  const config = options.config ?? DEFAULT_JUDGE_CONFIG;
  const sandbox: Sandbox =
    typeof options.sandbox === 'object'
      ? options.sandbox
      : await createSandbox(options.sandbox ?? config.sandbox, config);
  // Prebuilt files (precompiled headers) are built once at start, never by a submission's compile.
  for (const language of LANGUAGES) {
    if (language.prebuilt) void sandbox.prebuiltDir(language.id).catch(() => undefined);
  }
  const cache = createArtefactCache({
    dir: options.cacheDir ?? config.cacheDir,
    maxBytes: options.cacheMaxBytes ?? 512 * 1024 * 1024,
  });
  const context = {
    sandbox,
    cache,
    inFlight: new Map<string, Promise<CachedCompile>>(),
    ...(options.compileLimits ? { compileLimits: options.compileLimits } : {}),
  };
  const judge = (request: JudgeRequest, hooks?: JudgeHooks) => judgeSubmission(context, request, hooks);
  return {
    driverName: sandbox.name,
    judge,
    run: ({ language, source, input, limits }) =>
      judge({ language, source, tests: [{ input }], mode: 'all', ...(limits ? { limits } : {}) }),
    selfTest: (languages) => runSelfTests(judge, languages),
    close: () => sandbox.dispose(),
  };
}
