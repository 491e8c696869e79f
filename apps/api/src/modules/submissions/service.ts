import type { Redis } from 'ioredis';
import { idSchema, runResponseSchema } from '@codecourt/contracts';
import type {
  JudgePriority,
  Role,
  RunRequest,
  RunResponse,
  Submission,
  SubmitRequest,
  SubmitResponse,
} from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { JudgeGateway } from '../judge-gateway/judge-gateway.js';
import type { ProblemReader } from '../problems/visibility/problem-visibility.js';
import { buildCustomInputRequest, buildJudgeRequest, harnessFor } from '../problems/judge-request.js';
import { createIdempotentRuns } from './idempotent-runs.js';
import { createSharedIdempotentRuns } from './shared-idempotent-runs.js';
import { judgementFromResult } from './judgement-from-result.js';
import { createReferenceOutputs } from './reference-output.js';
import { createRunInputCheck } from '../run-input/check-run-input.js';
import type { SubmissionRepository } from './repository.js';
import type { SubmissionRow } from '../../db/schema/index.js';
import { toRunResponse, toSubmission, toSubmissionFor, toSubmitResponse } from './submission-json.js';
import type { VerdictWaiters } from '../judge-gateway/verdict-waiters.js';

export type SubmissionServiceDeps = {
  /**
   * The problems as the submitting user may read them (practice: the visibility rule for that user; a
   * contest or virtual run: every problem, after its own checks).
   */
  problemsOf: (userId: string) => ProblemReader;
  submissions: SubmissionRepository;
  gateway: JudgeGateway;
  waiters: VerdictWaiters;
  submitWaitMs: number;
  logger: Logger;
  /** With it, a Run's Idempotency-Key holds across every API instance on this Redis. */
  redis?: Redis | undefined;
};

/** 200 with the verdict, or 202 with the same shape while the submission still waits for it. */
export type SubmitAnswer = { status: 200 | 202; body: SubmitResponse };

/**
 * `idempotencyKey`: a repeat by the same user answers the first submission instead of judging again.
 * `wait` false: answer at once (202 while pending) for a client that follows the live events.
 */
export type SubmitOptions = {
  idempotencyKey?: string | undefined;
  wait?: boolean;
  /** The API request's id: the judge's log lines for this submission carry it. */
  requestId?: string | undefined;
  /** Judge every test even after a failure (IOI contests score the share of tests passed). */
  judgeAll?: boolean;
  /** Runs on the stored pending submission before it is enqueued (a contest links it to its board). */
  beforeJudging?: (submission: SubmissionRow) => Promise<void>;
  /** Its class in the judge queue (a contest's submissions go first); default practice. */
  priority?: JudgePriority;
};

const problemNotFound = () => appError('problemNotFound', 404);

/** A Run the judge could not answer (queue down, no worker in time) is the server's trouble, not the code's. */
async function judged<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw appError('judgeUnavailable', 503, error);
  }
}

/** Run (judge, store nothing) and Submit (store pending, judge, wait for the stored verdict). */
export function createSubmissionService(deps: SubmissionServiceDeps) {
  const { problemsOf, submissions, gateway, waiters } = deps;
  const runs = deps.redis
    ? createSharedIdempotentRuns({
        redis: deps.redis,
        parse: (json) => runResponseSchema.parse(json),
        runWaitMs: deps.submitWaitMs,
      })
    : createIdempotentRuns<RunResponse>();
  const references = createReferenceOutputs(gateway);
  const runInput = createRunInputCheck();

  const answerOf = async (id: string): Promise<SubmitAnswer> => {
    const row = await submissions.findById(id);
    if (!row) throw problemNotFound();
    return { status: row.status === 'done' ? 200 : 202, body: toSubmitResponse(toSubmission(row)) };
  };

  const judgeTarget = async (userId: string, problemRef: string) => {
    const target = await problemsOf(userId).findForJudging(problemRef);
    if (!target) throw problemNotFound();
    return target;
  };

  /**
   * The visible tests, or only the custom input: then the reference solution's output on it is the
   * expected answer (no reference: the test has no `expected` and the answer shows the output only).
   */
  const runNow = async (
    userId: string,
    problemRef: string,
    body: RunRequest,
    requestId: string | undefined,
  ): Promise<RunResponse> => {
    const target = await judgeTarget(userId, problemRef);
    const { problem, tests, templates } = target;
    const program = { language: body.language, code: body.code };
    const harness = harnessFor(templates, body.language);
    const { customInput } = body;
    let request;
    if (customInput !== undefined && customInput !== '') {
      runInput.assertFits(problem, tests, harness !== null, customInput);
      const referenceSolutions = await problemsOf(userId).referenceSolutionsOf(problem.id);
      const expected = await judged(
        references.expectedFor({ ...target, referenceSolutions }, body.language, customInput),
      );
      request = buildCustomInputRequest(problem, program, customInput, harness, expected);
    } else {
      const samples = tests.filter((test) => test.kind === 'sample');
      request = buildJudgeRequest(problem, samples, program, 'all', harness);
    }
    return toRunResponse(
      judgementFromResult(request, await judged(gateway.run(request, { owner: userId, requestId }))),
    );
  };

  /** A repeat of a submit already stored: waits for its verdict like the first request does, judges nothing. */
  const answerRepeat = async (first: SubmissionRow, wait: boolean): Promise<SubmitAnswer> => {
    if (wait && first.status !== 'done') {
      const stored = waiters.wait(first.id, deps.submitWaitMs);
      const now = await submissions.findById(first.id);
      if (now?.status === 'done') waiters.notify(first.id);
      await stored;
    }
    return answerOf(first.id);
  };

  return {
    /** `idempotencyKey`: a repeat by the same user within RUN_IDEMPOTENCY_TTL_MS gets the first answer. */
    run(
      userId: string,
      problemRef: string,
      body: RunRequest,
      { idempotencyKey, requestId }: Pick<SubmitOptions, 'idempotencyKey' | 'requestId'> = {},
    ): Promise<RunResponse> {
      return runs.once(userId, idempotencyKey, () => runNow(userId, problemRef, body, requestId));
    },

    async submit(
      userId: string,
      problemRef: string,
      body: SubmitRequest,
      {
        idempotencyKey,
        wait = true,
        requestId,
        judgeAll = false,
        beforeJudging,
        priority,
      }: SubmitOptions = {},
    ): Promise<SubmitAnswer> {
      const { problem, tests, templates } = await judgeTarget(userId, problemRef);
      const harness = harnessFor(templates, body.language);
      const stop = judgeAll ? 'all' : 'stop-on-first-failure';
      const request = buildJudgeRequest(problem, tests, body, stop, harness);
      const inserted = await submissions.insertPending({
        userId,
        problemId: problem.id,
        language: body.language,
        code: body.code,
        totalTestCases: tests.length,
        idempotencyKey: idempotencyKey ?? null,
      });
      if (!inserted.created) return answerRepeat(inserted.row, wait);
      const pending = inserted.row;
      await beforeJudging?.(pending);
      const stored = wait ? waiters.wait(pending.id, deps.submitWaitMs) : undefined;
      try {
        await gateway.enqueue({ kind: 'submit', submissionId: pending.id }, request, {
          owner: userId,
          requestId,
          priority,
        });
      } catch (error) {
        // The queue is down (Redis died after the rate limiter): the submission never happened. Its row
        // goes, so no Internal Error is stored for the user's code; the 503 carries Retry-After.
        deps.logger.error(
          { err: toLoggableError(error), submissionId: pending.id },
          'could not enqueue a submission: not stored',
        );
        const discarded = await submissions.discardPending(pending.id).catch((failure: unknown) => {
          // The database is gone too: the row stays pending and the reconciler enqueues it later.
          deps.logger.error({ err: toLoggableError(failure), submissionId: pending.id }, 'discard failed');
          return true;
        });
        waiters.notify(pending.id);
        // Not discarded: a worker has it (the add reached Redis, only its reply was lost), so it is judged.
        if (discarded) throw appError('judgeUnavailable', 503, error);
      }
      await stored;
      return answerOf(pending.id);
    },

    async history(userId: string, problemRef: string): Promise<Submission[]> {
      const problem = await problemsOf(userId).findRow(problemRef);
      if (problem) return (await submissions.history(userId, problem.id)).map(toSubmission);
      // A deleted problem's submissions stay readable by its id.
      const kept = idSchema.safeParse(problemRef).success
        ? await submissions.history(userId, problemRef)
        : [];
      if (kept.length === 0) throw problemNotFound();
      return kept.map(toSubmission);
    },

    /** One of the viewer's own submissions; an admin also reads the judge's fault behind an Internal Error. */
    async get(viewer: { id: string; role: Role }, id: string): Promise<Submission> {
      const row = await submissions.findOwn(id, viewer.id);
      if (!row) throw appError('submissionNotFound', 404);
      return toSubmissionFor(row, viewer);
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
