// A stopping worker (SIGTERM) lets each job under way finish within its own limit, then hands it back to
// the queue for another worker: a deploy never waits on a 1,000-test job or a hung sandbox, and the job
// is neither lost nor judged twice (the late result of a handed-back job is dropped).
import { judgeJobDataSchema } from '@codecourt/contracts';
import type { JudgeJobResult, ResolvedJudgeRequest } from '@codecourt/contracts';
import { getLanguage } from '@codecourt/judge';
import { WaitingError } from 'bullmq';
import type { Job } from 'bullmq';

type Processor = (job: Job, token?: string) => Promise<JudgeJobResult>;

/**
 * The job's own limit: one run's wall clock, as the submission's limits give it (Judge0's wall_time_limit)
 * or as its language derives it from the time limit. What a user waits for one test, so a stop stays short.
 */
export function stopGraceMs(request: ResolvedJudgeRequest): number {
  const { limits } = request;
  if (limits.wallMs !== undefined) return limits.wallMs;
  const language = getLanguage(request.language);
  const sourceFile = language.sourceFile(request.source);
  return language.run({ sourceFile, timeMs: limits.timeMs, memoryKb: limits.memoryKb }).resources.wallMs;
}

function graceOf(job: Job): number {
  const parsed = judgeJobDataSchema.safeParse(job.data);
  return parsed.success ? stopGraceMs(parsed.data.request) : 0;
}

export type StopGrace = {
  processor: Processor;
  /** From now on, each job under way (and any taken meanwhile) is handed back once its grace runs out. */
  stop: () => void;
};

/** Wraps the worker's processor; `onHandBack` is told about each job handed back. */
export function withStopGrace(processor: Processor, onHandBack: (job: Job) => void): StopGrace {
  const countdowns = new Set<() => void>();
  let stopping = false;
  return {
    stop: () => {
      stopping = true;
      for (const countdown of countdowns) countdown();
    },
    processor: async (job, token) => {
      let timer: NodeJS.Timeout | undefined;
      const handBack = new AbortController();
      const handedBack = new Promise<'handed back'>((resolve) => {
        handBack.signal.addEventListener('abort', () => {
          resolve('handed back');
        });
      });
      const countdown = () => {
        timer ??= setTimeout(() => {
          handBack.abort();
        }, graceOf(job));
      };
      countdowns.add(countdown);
      if (stopping) countdown();
      try {
        const judging = processor(job, token);
        const outcome = await Promise.race([judging, handedBack]);
        if (outcome !== 'handed back') return outcome;
        // The engine's run goes on until the process exits; what it reports then goes nowhere.
        judging.catch(() => undefined);
        await job.moveToWait(token);
        onHandBack(job);
        throw new WaitingError();
      } finally {
        clearTimeout(timer);
        countdowns.delete(countdown);
      }
    },
  };
}
