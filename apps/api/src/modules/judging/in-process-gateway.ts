import { JUDGE_FAIRNESS, judgeJobIdOf, laneOf } from '@codecourt/contracts';
import type {
  JudgeJobKind,
  JudgeJobSubject,
  JudgeLane,
  JudgeRequest,
  JudgeResult,
  LanguageId,
} from '@codecourt/contracts';
import { createFairScheduler, testProgressOf } from '@codecourt/judge';
import type { Judge, JudgeHooks, JudgeMetrics, JudgeSlot } from '@codecourt/judge';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { JobOrigin, JudgeGateway, JudgeJobListener } from '../judge-gateway/judge-gateway.js';
import { DEFAULT_RETRY, judgeWithRetry } from './judge-with-retry.js';
import type { RetryPolicy } from './judge-with-retry.js';
import { createMemoryProgress } from '../judge-gateway/live-progress.js';

export type InProcessGatewayOptions = {
  /** Creates the engine on first use, so an API that never judges never probes a sandbox. */
  createJudge: () => Promise<Judge>;
  /** Programs judged at once in the site's lane; the Judge0 lane gets JUDGE_FAIRNESS.judge0Share of it. */
  concurrency: number;
  /** How many of one user's jobs run at once in a lane (default JUDGE_FAIRNESS.perUserRunning). */
  perUserRunning?: number;
  listener: JudgeJobListener;
  logger: Logger;
  retry?: RetryPolicy;
  /** Which languages the engine can run, asked once (default: every language). */
  probeLanguages?: (engine: Judge) => Promise<LanguageId[]>;
  /** Where this process counts its judging (the API's registry: no worker serves these figures then). */
  metrics?: JudgeMetrics;
  /** A submission's further tests take the places nobody waits for (D17); default true. */
  spread?: boolean;
};

/** One job as the log and the metrics see it: what it is and which API request made it. */
type JobContext = {
  kind: JudgeJobKind;
  requestId: string | undefined;
  owner: string | undefined;
  submissionId?: string;
};

/**
 * No REDIS_URL: the engine runs inside the API, in two lanes (the site's, the Judge0 mount's), each
 * sharing its programs fairly between users (see @codecourt/judge's fair-scheduler.ts).
 */
export function createInProcessGateway(options: InProcessGatewayOptions): JudgeGateway {
  const { listener, logger, metrics } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const perOwner = options.perUserRunning ?? JUDGE_FAIRNESS.perUserRunning;
  const spread = options.spread ?? true;
  const lanes: Record<JudgeLane, ReturnType<typeof createFairScheduler>> = {
    site: createFairScheduler({ size: options.concurrency, perOwner }),
    judge0: createFairScheduler({
      size: Math.max(1, Math.floor(options.concurrency * JUDGE_FAIRNESS.judge0Share)),
      perOwner,
    }),
  };
  const inFlight = new Map<string, Promise<void>>();
  let judgePromise: Promise<Judge> | undefined;
  const judge = () =>
    (judgePromise ??= options.createJudge().then((engine) => (metrics ? metrics.observe(engine) : engine)));
  const progress = createMemoryProgress();
  let languagesPromise: Promise<readonly LanguageId[]> | undefined;
  const probeLanguages = options.probeLanguages;
  // The same lines a worker logs for a queue job, with the request id of the API request that made it.
  const jobLog = ({ kind, requestId, submissionId }: JobContext, language: string) =>
    logger.child({ reqId: requestId, kind, language, ...(submissionId && { submissionId }) });
  // Each compile and each test takes a place of the lane on its own (fair-scheduler.ts): the job is
  // "active" from its first place on.
  const judgeOnce = async (
    request: JudgeRequest,
    job: JobContext,
    attempt: number,
    steps: { before?: () => Promise<void>; hooks?: JudgeHooks } = {},
  ) => {
    const queuedAt = performance.now();
    const ticket = lanes[laneOf(job.kind)].ticket(job.owner);
    let started = false;
    const slot: JudgeSlot = (work) =>
      ticket.run(async () => {
        if (!started) {
          started = true;
          if (attempt === 0) metrics?.observeQueueWait(job.kind, (performance.now() - queuedAt) / 1000);
          jobLog(job, request.language).info({ attempt: attempt + 1 }, 'judge job active');
          await steps.before?.();
        }
        return work();
      });
    try {
      // A place nobody else wants takes a further test at once: a long submission spreads over idle places.
      const result = await (
        await judge()
      ).judge(request, {
        ...steps.hooks,
        slot,
        ...(spread && { spare: ticket.spare }),
      });
      jobLog(job, request.language).info({ verdict: result.verdict }, 'judge job judged');
      return result;
    } finally {
      ticket.close();
    }
  };
  let runsInFlight = 0;
  const judgeNow = async (request: JudgeRequest, origin: JobOrigin = {}): Promise<JudgeResult> => {
    runsInFlight++;
    try {
      const job = { kind: 'run' as const, requestId: origin.requestId, owner: origin.owner };
      return await judgeWithRetry((attempt) => judgeOnce(request, job, attempt), retry);
    } finally {
      runsInFlight--;
    }
  };

  const judgeSubmission = (subject: JudgeJobSubject, request: JudgeRequest, origin: JobOrigin) =>
    judgeWithRetry((attempt) => {
      const submissionId = judgeJobIdOf(subject);
      // Only the site's submissions are followed live.
      const live = subject.kind === 'submit';
      if (live) progress.restart(submissionId);
      const hooks: JudgeHooks = {
        onTest: (test) => {
          if (live) progress.record(submissionId, testProgressOf(request, test));
        },
      };
      const job = { kind: subject.kind, requestId: origin.requestId, owner: origin.owner, submissionId };
      return judgeOnce(request, job, attempt, {
        ...(attempt === 0 && { before: () => listener.started(subject) }),
        hooks,
      });
    }, retry);

  const process = async (subject: JudgeJobSubject, request: JudgeRequest, origin: JobOrigin) => {
    const submissionId = judgeJobIdOf(subject);
    try {
      const result = await judgeSubmission(subject, request, origin);
      await listener.finished(subject, request, result, origin.requestId);
    } catch (error) {
      logger.error(
        { err: toLoggableError(error), submissionId, reqId: origin.requestId },
        'in-process judging failed',
      );
      await listener
        .failed(subject, error instanceof Error ? error.message : String(error))
        .catch((failure: unknown) => {
          logger.error({ err: toLoggableError(failure), submissionId }, 'could not store the failed verdict');
        });
    }
  };

  return {
    mode: 'in-process',
    progress,
    ...(probeLanguages
      ? { languages: () => (languagesPromise ??= judge().then((engine) => probeLanguages(engine))) }
      : {}),
    run: judgeNow,
    enqueue: (subject, request, origin = {}) => {
      const submissionId = judgeJobIdOf(subject);
      // Once the verdict is stored it answers late subscribers: the history is let go.
      const task = process(subject, request, origin).finally(() => {
        inFlight.delete(submissionId);
        progress.forget(submissionId);
      });
      inFlight.set(submissionId, task);
      return Promise.resolve();
    },
    lookup: (subject) =>
      Promise.resolve(inFlight.has(judgeJobIdOf(subject)) ? { state: 'queued' } : { state: 'unknown' }),
    queueStatus: () => Promise.resolve('in-process'),
    backlog: () => Promise.resolve(inFlight.size + runsInFlight),
    depth: () => {
      const active = lanes.site.active + lanes.judge0.active;
      return Promise.resolve({ waiting: inFlight.size + runsInFlight - active, active, delayed: 0 });
    },
    close: async () => {
      await Promise.all(inFlight.values());
      if (judgePromise) await (await judgePromise).close();
    },
  };
}
