// The worker's environment, parsed once at start: REDIS_URL (required), JUDGE_CONCURRENCY, the lock
// timing overrides that the contracts name, the metrics port and token (JUDGE_METRICS_PORT, METRICS_TOKEN)
// and the judge's own settings (JUDGE_SANDBOX, ...).
import { availableParallelism } from 'node:os';
import { JUDGE_QUEUE, JUDGE_WORKER_PRESENCE } from '@codecourt/contracts';
import { z } from 'zod';
import { issuesText, judgeConfigSchema, presentVariables } from '@codecourt/judge';
import type { Environment, JudgeConfig } from '@codecourt/judge';

/** The worker's own variables; REDIS_URL and METRICS_TOKEN are described where the API reads them. */
export const workerEnvSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }),
  JUDGE_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .optional()
    .describe('programs a judge worker judges at once')
    .meta({ whenUnset: 'the number of cores' }),
  JUDGE_LOCK_DURATION_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(JUDGE_QUEUE.lockDurationMs)
    .describe(
      "how long a worker's job lock lasts before BullMQ's stall check hands the job to another worker",
    ),
  JUDGE_STALLED_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(500)
    .default(JUDGE_QUEUE.stalledIntervalMs)
    .describe('how often a worker looks for stalled jobs'),
  JUDGE_PRESENCE_TTL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(JUDGE_WORKER_PRESENCE.ttlMs)
    .describe(
      "how long the languages a worker publishes outlive its last heartbeat: a dead worker's languages are offered no longer",
    ),
  JUDGE_METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_535)
    .optional()
    .describe(
      "port of the worker's own `GET /metrics`; with `METRICS_TOKEN` on every interface and token-only, else on loopback only",
    )
    .meta({ whenUnset: 'the worker serves no metrics' }),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

export type WorkerConfig = {
  redisUrl: string;
  concurrency: number;
  lockDurationMs: number;
  stalledIntervalMs: number;
  presenceTtlMs: number;
  /** Where the worker serves its Prometheus figures (GET /metrics); unset = not served. */
  metrics: { port: number; token: string | undefined } | undefined;
  judge: JudgeConfig;
};

/** Throws one Error naming every bad variable. Empty variables count as unset. */
export function loadWorkerConfig(env: Environment): WorkerConfig {
  const present = presentVariables(env);
  const worker = workerEnvSchema.safeParse(present);
  const judge = judgeConfigSchema.safeParse(present);
  const issues = [worker.error, judge.error].flatMap((error) => (error ? [issuesText(error)] : []));
  if (!worker.success || !judge.success) {
    throw new Error(`Invalid judge worker environment: ${issues.join('; ')}`);
  }
  const vars = worker.data;
  return {
    redisUrl: vars.REDIS_URL,
    concurrency: vars.JUDGE_CONCURRENCY ?? availableParallelism(),
    lockDurationMs: vars.JUDGE_LOCK_DURATION_MS,
    stalledIntervalMs: vars.JUDGE_STALLED_INTERVAL_MS,
    presenceTtlMs: vars.JUDGE_PRESENCE_TTL_MS,
    metrics:
      vars.JUDGE_METRICS_PORT === undefined
        ? undefined
        : { port: vars.JUDGE_METRICS_PORT, token: vars.METRICS_TOKEN },
    judge: judge.data,
  };
}
