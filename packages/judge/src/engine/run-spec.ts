// Turns a language's resources into a full RunSpec for one session: environment allow-list and output caps.
import { JUDGE_LIMITS } from '@codecourt/contracts';
import type { Language, LanguageEnv, RunResources } from '@codecourt/languages';
import type { RunSpec, SandboxSession } from '../sandbox/types.js';

/** Files a program may write (RLIMIT_FSIZE); the compiler's artefacts get more room. */
export const RUN_FILE_SIZE_KB = 16 * 1024;
export const COMPILE_FILE_SIZE_KB = 128 * 1024;
export const COMPILE_OUTPUT_BYTES = 1024 * 1024;

/** Nothing from the judge's own environment reaches a program: this is the whole of it. */
export function programEnv(
  session: SandboxSession,
  language: Language,
  extra?: LanguageEnv,
): Record<string, string> {
  const resolve = (env: LanguageEnv | undefined) =>
    typeof env === 'function' ? env({ box: session.boxPath }) : env;
  return {
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    TMPDIR: '/tmp',
    ...session.baseEnv,
    HOME: session.boxPath,
    ...resolve(language.env),
    ...resolve(extra),
  };
}

/**
 * Under an address-space cap every thread's malloc arena would reserve 64 MB it never uses: the cap would
 * run out long before the memory limit. One arena costs contest programs nothing that matters.
 */
const ONE_ARENA = { GLIBC_TUNABLES: 'glibc.malloc.arena_max=1' } as const;

export function runSpec(options: {
  argv: readonly string[];
  env: Readonly<Record<string, string>>;
  stdin: string | Buffer;
  resources: RunResources;
  outputBytes: number;
  fileSizeKb?: number;
  keepsFiles?: boolean;
}): RunSpec {
  return {
    argv: options.argv,
    env: options.resources.addressSpaceKb > 0 ? { ...options.env, ...ONE_ARENA } : options.env,
    stdin: options.stdin,
    ...options.resources,
    outputBytes: options.outputBytes,
    stderrBytes: JUDGE_LIMITS.stderrBytes,
    fileSizeKb: options.fileSizeKb ?? RUN_FILE_SIZE_KB,
    ...(options.keepsFiles === true ? { keepsFiles: true } : {}),
  };
}
