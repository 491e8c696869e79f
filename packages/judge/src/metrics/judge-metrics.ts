// The judge's Prometheus figures, counted where the judging happens: in each worker process (which
// serves them itself) or, with no Redis, in the API process that judges in-process. A job is judged
// by one process only, so summing the figures of every scraped process counts each job once.
import { Counter, Histogram } from 'prom-client';
import type { Registry } from 'prom-client';
import type { JudgeRequest, JudgeResult } from '@codecourt/contracts';
import type { Judge } from '../engine/create-judge.js';

export type JudgeMetrics = {
  /** How long a job waited between being queued and a judge taking it (its first attempt only). */
  observeQueueWait: (kind: string, seconds: number) => void;
  /** Wraps an engine so every judging attempt is timed and its verdict or failure counted. */
  observe: (judge: Judge) => Judge;
};

/** Seconds: a hello world takes tens of milliseconds, a compiled language's slow test suite tens of seconds. */
const JUDGE_SECONDS_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];
const WAIT_SECONDS_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300];

export function createJudgeMetrics(registry: Registry): JudgeMetrics {
  const registers = [registry];
  const duration = new Histogram({
    name: 'codecourt_judge_duration_seconds',
    help: 'Time to judge one attempt (compile and every test run), by language',
    labelNames: ['language'] as const,
    buckets: JUDGE_SECONDS_BUCKETS,
    registers,
  });
  const verdicts = new Counter({
    name: 'codecourt_judge_verdicts_total',
    help: 'Judging attempts by verdict and language (an attempt retried after an Internal Error counts once as that)',
    labelNames: ['verdict', 'language'] as const,
    registers,
  });
  const sandboxFailures = new Counter({
    name: 'codecourt_judge_sandbox_failures_total',
    help: 'Judging attempts the infrastructure failed (an Internal Error verdict or an engine that threw), by language',
    labelNames: ['language'] as const,
    registers,
  });
  const queueWait = new Histogram({
    name: 'codecourt_judge_queue_wait_seconds',
    help: 'Time a judge job waited before a judge took it, by kind (submit or run)',
    labelNames: ['kind'] as const,
    buckets: WAIT_SECONDS_BUCKETS,
    registers,
  });

  const judged = (request: JudgeRequest, seconds: number, result: JudgeResult | undefined) => {
    const { language } = request;
    duration.observe({ language }, seconds);
    if (result) verdicts.inc({ verdict: result.verdict, language });
    if (!result || result.verdict === 'Internal Error') sandboxFailures.inc({ language });
  };

  return {
    observeQueueWait: (kind, seconds) => {
      queueWait.observe({ kind }, Math.max(0, seconds));
    },
    observe: (judge) => ({
      ...judge,
      judge: async (request, hooks) => {
        const started = performance.now();
        let result: JudgeResult | undefined;
        try {
          result = await judge.judge(request, hooks);
          return result;
        } finally {
          judged(request, (performance.now() - started) / 1000, result);
        }
      },
    }),
  };
}
