import { SUBMISSION_MESSAGES } from '@codecourt/contracts';
import type {
  RunRequest,
  RunResponse,
  Submission,
  SubmissionSummary,
  SubmitPendingResponse,
  SubmitRequest,
  SubmitResponse,
} from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { JudgeGateway } from '../judging/judge-gateway.js';
import type { ProblemRepository } from '../problems/repository.js';
import { buildJudgeRequest } from './judge-request.js';
import type { SubmissionRepository } from './repository.js';
import { runResponseForCustomInput, runResponseForSamples } from './run-response.js';
import { internalErrorVerdict } from './stored-verdict.js';
import { toSubmissionJson, toSubmissionSummaryJson, toSubmitResponse } from './submission-json.js';
import type { VerdictWaiters } from './verdict-waiters.js';

export type SubmissionServiceDeps = {
  problems: ProblemRepository;
  submissions: SubmissionRepository;
  gateway: JudgeGateway;
  waiters: VerdictWaiters;
  submitWaitMs: number;
  logger: Logger;
};

export type SubmitOutcome =
  { status: 200; body: SubmitResponse } | { status: 202; body: SubmitPendingResponse };

const problemNotFound = () => new AppError('problemNotFound', SUBMISSION_MESSAGES.problemNotFound, 404);

/** A Run the judge could not answer (queue down, no worker in time) is the server's trouble, not the code's. */
async function judged<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw new AppError('judgeUnavailable', SUBMISSION_MESSAGES.judgeUnavailable, 503, false, error);
  }
}

/** Run (judge, store nothing) and Submit (store pending, judge, wait for the stored verdict). */
export function createSubmissionService(deps: SubmissionServiceDeps) {
  const { problems, submissions, gateway, waiters } = deps;

  const judgeTarget = async (problemRef: string) => {
    const target = await problems.findForJudging(problemRef);
    if (!target) throw problemNotFound();
    return target;
  };

  return {
    async run(problemRef: string, body: RunRequest): Promise<RunResponse> {
      const { problem, tests } = await judgeTarget(problemRef);
      const program = { language: body.language, code: body.code };
      if (body.customInput !== undefined && body.customInput !== '') {
        const request = {
          ...buildJudgeRequest(problem, [], program, 'all'),
          tests: [{ input: body.customInput }],
        };
        return runResponseForCustomInput(await judged(gateway.run(request)), body.customInput);
      }
      const samples = tests.filter((test) => test.kind === 'sample');
      const result = await judged(gateway.run(buildJudgeRequest(problem, samples, program, 'all')));
      return runResponseForSamples(result, samples);
    },

    async submit(userId: string, problemRef: string, body: SubmitRequest): Promise<SubmitOutcome> {
      const { problem, tests } = await judgeTarget(problemRef);
      const request = buildJudgeRequest(problem, tests, body, 'stop-on-first-failure');
      const pending = await submissions.insertPending({
        userId,
        problemId: problem.id,
        language: body.language,
        code: body.code,
        totalTestCases: tests.length,
      });
      const stored = waiters.wait(pending.id, deps.submitWaitMs);
      try {
        await gateway.enqueue(pending.id, request);
      } catch (error) {
        deps.logger.error(
          { err: toLoggableError(error), submissionId: pending.id },
          'could not enqueue a submission',
        );
        await submissions.storeVerdict(pending.id, internalErrorVerdict(tests.length));
        waiters.notify(pending.id);
        throw new AppError('judgeUnavailable', SUBMISSION_MESSAGES.judgeUnavailable, 503, false, error);
      }
      await stored;
      const row = await submissions.findById(pending.id);
      if (!row) throw problemNotFound();
      const { verdict } = row;
      if (row.status !== 'done' || verdict === null) {
        return {
          status: 202,
          body: {
            success: true,
            accepted: false,
            pending: true,
            status: row.status === 'judging' ? 'judging' : 'pending',
            message: SUBMISSION_MESSAGES.stillJudging,
            error: null,
            submissionId: row.id,
          },
        };
      }
      return { status: 200, body: toSubmitResponse({ ...row, verdict }) };
    },

    async history(userId: string, problemRef: string): Promise<SubmissionSummary[]> {
      const problem = await problems.findRow(problemRef);
      if (!problem) throw problemNotFound();
      return (await submissions.history(userId, problem.id)).map(toSubmissionSummaryJson);
    },

    async get(userId: string, id: string): Promise<Submission> {
      const row = await submissions.findOwn(id, userId);
      if (!row) throw new AppError('submissionNotFound', SUBMISSION_MESSAGES.submissionNotFound, 404);
      return toSubmissionJson(row);
    },
  };
}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
