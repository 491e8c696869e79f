import { availableParallelism } from 'node:os';
import {
  PROCESS_DRIVER_WARNING,
  createJudge,
  createJudgeMetrics,
  detectSandbox,
  probeToolchains,
} from '@codecourt/judge';
import type { Judge } from '@codecourt/judge';
import type { JudgeJobSubject, LanguageId } from '@codecourt/contracts';
import type { Registry } from 'prom-client';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { RuntimeStatusProvider } from '../health/service.js';
import { createBullmqGateway } from './bullmq-gateway.js';
import { createInProcessGateway } from './in-process-gateway.js';
import type { JudgeGateway, JudgeJobListener, JudgeOutcomeListener } from '../judge-gateway/judge-gateway.js';
import type { RetryPolicy } from './judge-with-retry.js';
import { createJudge0OutcomeRecorder } from '../judge0/outcome-recorder.js';
import { createJudge0Repository } from '../judge0/repository.js';
import { createProblemRepository } from '../problems/repository.js';
import { createOutcomeRecorder } from '../submissions/outcome-recorder.js';
import { reconcileSubmissions } from '../submissions/reconcile.js';
import { addSummaries } from '../judge-gateway/reconcile-jobs.js';
import type { ReconcileSummary } from '../judge-gateway/reconcile-jobs.js';
import { reconcileJudge0Submissions } from '../judge0/reconcile.js';
import { createSubmissionRepository } from '../submissions/repository.js';
import { createVerdictWaiters } from '../judge-gateway/verdict-waiters.js';
import type { VerdictWaiters } from '../judge-gateway/verdict-waiters.js';

/** The judge as the API uses it: the gateway, the verdict waiters, the health provider and the reconciler. */
export type Judging = {
  gateway: JudgeGateway;
  waiters: VerdictWaiters;
  /** Woken when a Judge0-compatible submission is finished (keyed by its judge job id). */
  judge0Waiters: VerdictWaiters;
  runtimeStatus: RuntimeStatusProvider;
  /**
   * Site and Judge0 submissions together (the summary sums both). `createdBefore`: leave newer submissions
   * alone (their submit may still be enqueuing them).
   */
  reconcile: (options?: { createdBefore?: Date }) => Promise<ReconcileSummary>;
  close: () => Promise<void>;
};

export type JudgingOptions = {
  config: Pick<AppConfig, 'redisUrl' | 'judge' | 'submitWaitMs'>;
  db: Database;
  logger: Logger;
  /** In-process only: how many programs run at once (default: the CPU count) and the Internal Error retry. */
  concurrency?: number;
  /** In-process only: whether a submission's tests spread over idle places (default true, D17). */
  spread?: boolean;
  retry?: RetryPolicy;
  /** In-process only: how the engine is made (default: the real one, from the config). */
  createJudge?: () => Promise<Judge>;
  /**
   * In-process only: the API's metrics registry, where the judging figures go. With Redis the workers
   * count them (each serves its own), so an API instance never counts a job another process judged.
   */
  metricsRegistry?: Registry;
  /** In-process only: which languages the engine runs (default: its toolchains probed for its driver). */
  probeLanguages?: (engine: Judge) => Promise<LanguageId[]>;
};

type Parts = {
  listener: JudgeJobListener;
  site: JudgeOutcomeListener;
  judge0: JudgeOutcomeListener;
  waiters: VerdictWaiters;
  judge0Waiters: VerdictWaiters;
};

function assemble(options: JudgingOptions, parts: Parts, gateway: JudgeGateway): Judging {
  const submissions = createSubmissionRepository(options.db);
  const problems = createProblemRepository(options.db);
  const judge0Submissions = createJudge0Repository(options.db);
  let sandbox: ReturnType<typeof detectSandbox> | undefined;
  return {
    gateway,
    waiters: parts.waiters,
    judge0Waiters: parts.judge0Waiters,
    runtimeStatus: {
      queue: () => gateway.queueStatus(),
      // With separate workers the sandbox is theirs, not what this process could run.
      sandbox: () =>
        gateway.workersSandbox
          ? gateway.workersSandbox()
          : (sandbox ??= detectSandbox(options.config.judge.sandbox, options.config.judge)),
    },
    reconcile: async (pass) => {
      const createdBefore = pass?.createdBefore;
      const site = await reconcileSubmissions({
        submissions,
        problems,
        gateway,
        listener: parts.site,
        createdBefore,
      });
      const judge0 = await reconcileJudge0Submissions({
        repository: judge0Submissions,
        gateway,
        listener: parts.judge0,
        createdBefore,
      });
      return addSummaries(site, judge0);
    },
    close: () => gateway.close(),
  };
}

/** Each outcome goes where its job's kind says: the site's submissions or the Judge0 mount's. */
function dispatch(site: JudgeOutcomeListener, judge0: JudgeOutcomeListener): JudgeJobListener {
  const of = (job: JudgeJobSubject): [JudgeOutcomeListener, string] =>
    job.kind === 'judge0' ? [judge0, job.judge0Token] : [site, job.submissionId];
  return {
    started: (job) => {
      const [listener, id] = of(job);
      return listener.started(id);
    },
    finished: (job, request, result, requestId) => {
      const [listener, id] = of(job);
      return listener.finished(id, request, result, requestId);
    },
    failed: (job, reason) => {
      const [listener, id] = of(job);
      return listener.failed(id, reason);
    },
  };
}

function parts(options: JudgingOptions): Parts {
  const waiters = createVerdictWaiters();
  const judge0Waiters = createVerdictWaiters();
  const site = createOutcomeRecorder({
    submissions: createSubmissionRepository(options.db),
    waiters,
    logger: options.logger,
  });
  const judge0 = createJudge0OutcomeRecorder({
    repository: createJudge0Repository(options.db),
    waiters: judge0Waiters,
    logger: options.logger,
  });
  return { listener: dispatch(site, judge0), site, judge0, waiters, judge0Waiters };
}

/** The engine inside the API; it is created on the first judging, so an API that never judges never probes a sandbox. */
export function createInProcessJudging(options: JudgingOptions): Judging {
  const shared = parts(options);
  const { config } = options;
  const gateway = createInProcessGateway({
    createJudge:
      options.createJudge ??
      (async () => {
        const judge = await createJudge({ config: config.judge });
        if (judge.driverName === 'process') options.logger.warn(PROCESS_DRIVER_WARNING);
        return judge;
      }),
    concurrency: options.concurrency ?? availableParallelism(),
    ...(options.spread === undefined ? {} : { spread: options.spread }),
    probeLanguages:
      options.probeLanguages ??
      ((engine) =>
        probeToolchains({ driver: engine.driverName, imagePrefix: config.judge.docker.imagePrefix })),
    listener: shared.listener,
    logger: options.logger,
    ...(options.retry ? { retry: options.retry } : {}),
    ...(options.metricsRegistry ? { metrics: createJudgeMetrics(options.metricsRegistry) } : {}),
  });
  return assemble(options, shared, gateway);
}

/** REDIS_URL selects the BullMQ queue and separate workers; otherwise the judge runs in this process. */
export async function createJudging(options: JudgingOptions): Promise<Judging> {
  const { redisUrl } = options.config;
  if (!redisUrl) return createInProcessJudging(options);
  const shared = parts(options);
  const gateway = await createBullmqGateway({
    redisUrl,
    listener: shared.listener,
    logger: options.logger,
    runWaitMs: options.config.submitWaitMs,
  });
  return assemble(options, shared, gateway);
}
