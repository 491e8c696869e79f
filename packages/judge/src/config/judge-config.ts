// The judge's settings, parsed once from the environment by whoever starts it (the worker entry, the
// API, a CLI). Library code takes the parsed settings as options and never reads process.env itself.
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SANDBOX_DRIVERS } from '@codecourt/contracts';
import { z } from 'zod';

/** The default home of compiled runners: per-user, under the OS temp dir, readable by the sandbox uid. */
export function defaultRunnerRoot(): string {
  return join(tmpdir(), `codecourt-judge-${String(process.getuid?.() ?? 'user')}`);
}

export const judgeConfigSchema = z
  .object({
    // NODE_ENV, DATA_DIR: described where the API reads them (apps/api/src/config.ts).
    NODE_ENV: z.string().optional(),
    DATA_DIR: z.string().default('.data'),
    JUDGE_SANDBOX: z
      .enum(['auto', ...SANDBOX_DRIVERS])
      .default('auto')
      .describe('sandbox driver: `docker`, `bwrap` or `process` (rlimits only, never in production)')
      .meta({
        whenUnset:
          '`auto`: docker if its socket answers, else bwrap; process only in development on loopback',
      }),
    JUDGE_BWRAP_PATH: z
      .string()
      .default('/usr/bin/bwrap')
      .describe('the bubblewrap binary of the bwrap driver'),
    JUDGE_RUNNER_DIR: z
      .string()
      .optional()
      .describe('where the native runner is compiled on first use (process and bwrap drivers)')
      .meta({ whenUnset: '`codecourt-judge-<uid>` under the OS temp dir' }),
    JUDGE_DOCKER_IMAGE_PREFIX: z
      .string()
      .default('codecourt/judge-')
      .describe(
        'judge image names are `<prefix><language>`: codecourt/judge-cpp, ... (docker/judge/build-offline.sh)',
      ),
    JUDGE_DOCKER_WARM: z.coerce
      .number()
      .int()
      .min(0)
      .max(64)
      .default(1)
      .describe('started containers kept waiting per language by the docker driver'),
    JUDGE_NICE: z.coerce
      .number()
      .int()
      .min(0)
      .max(19)
      .default(0)
      .describe(
        'CPU priority (a nice value, 0-19) of what the judge runs: compilers, programs, checkers; a judge worker lowers its own process too. Above 0, an API on the same machine keeps the CPU its requests need (10 suits a shared machine). CPU time limits are unchanged, and a test the busy machine starved of wall-clock time runs again alone; the docker driver gives containers the matching CPU weight',
      ),
    CC: z.string().default('gcc').describe('the C compiler that builds the native runner'),
  })
  .transform((env) => ({
    /** 'auto' tries docker, then bwrap, then process (never in production). */
    sandbox: env.JUDGE_SANDBOX,
    /** The process driver (rlimits only) refuses to run in production. */
    production: env.NODE_ENV === 'production',
    /**
     * Whether 'auto' may fall back to the process driver when neither docker nor bwrap runs. Never
     * from the environment: the API allows it only in development while it listens on loopback only.
     */
    processFallback: false,
    /** Compiled artefacts, kept across restarts: DATA_DIR/judge/artefacts. */
    cacheDir: resolve(env.DATA_DIR, 'judge', 'artefacts'),
    /** Where the native runner is compiled on first use (process and bwrap drivers). */
    runnerDir: env.JUDGE_RUNNER_DIR ?? defaultRunnerRoot(),
    /** The C compiler that builds the runner. */
    compiler: env.CC,
    bwrapPath: env.JUDGE_BWRAP_PATH,
    /** The nice value of every process the judge runs (0: the judge's own). */
    nice: env.JUDGE_NICE,
    /** Language images are `<imagePrefix><image name>`; `warm` started containers wait per language. */
    docker: { imagePrefix: env.JUDGE_DOCKER_IMAGE_PREFIX, warm: env.JUDGE_DOCKER_WARM, nice: env.JUDGE_NICE },
  }));

export type JudgeConfig = z.output<typeof judgeConfigSchema>;
/** What the sandbox drivers need of the settings. */
export type SandboxSettings = Pick<
  JudgeConfig,
  'production' | 'processFallback' | 'runnerDir' | 'compiler' | 'bwrapPath' | 'docker' | 'nice'
>;
export type Environment = Readonly<Record<string, string | undefined>>;

/** Empty variables count as unset, as in most shells' `VAR= cmd`. */
export function presentVariables(env: Environment): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

export function issuesText(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
}

/** Throws one Error naming every bad variable. `loadJudgeConfig({})` gives the defaults. */
export function loadJudgeConfig(env: Environment): JudgeConfig {
  const parsed = judgeConfigSchema.safeParse(presentVariables(env));
  if (!parsed.success) throw new Error(`Invalid judge environment: ${issuesText(parsed.error)}`);
  return parsed.data;
}

/** The settings of an empty environment: what library calls use when given none. */
export const DEFAULT_JUDGE_CONFIG: JudgeConfig = loadJudgeConfig({});
