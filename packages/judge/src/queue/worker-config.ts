// The worker's environment, parsed once at start: REDIS_URL (required), JUDGE_CONCURRENCY, JUDGE_SANDBOX
// and the lock timing overrides that the contracts name.
import { availableParallelism } from 'node:os';
import { JUDGE_QUEUE, SANDBOX_DRIVERS } from '@codecourt/contracts';
import { z } from 'zod';
import type { SandboxChoice } from '../sandbox/detect.js';

const envSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' }),
  JUDGE_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  JUDGE_SANDBOX: z.enum(['auto', ...SANDBOX_DRIVERS]).default('auto'),
  JUDGE_LOCK_DURATION_MS: z.coerce.number().int().min(1_000).default(JUDGE_QUEUE.lockDurationMs),
  JUDGE_STALLED_INTERVAL_MS: z.coerce.number().int().min(500).default(JUDGE_QUEUE.stalledIntervalMs),
});

export type WorkerConfig = {
  redisUrl: string;
  concurrency: number;
  sandbox: SandboxChoice;
  lockDurationMs: number;
  stalledIntervalMs: number;
};

/** Throws one Error naming every bad variable. Empty variables count as unset. */
export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new Error(
      `Invalid judge worker environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const vars = parsed.data;
  return {
    redisUrl: vars.REDIS_URL,
    concurrency: vars.JUDGE_CONCURRENCY ?? availableParallelism(),
    sandbox: vars.JUDGE_SANDBOX,
    lockDurationMs: vars.JUDGE_LOCK_DURATION_MS,
    stalledIntervalMs: vars.JUDGE_STALLED_INTERVAL_MS,
  };
}
