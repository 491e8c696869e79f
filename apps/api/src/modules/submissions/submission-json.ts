import { MESSAGES } from '@codecourt/contracts';
import type {
  JudgedTest,
  Judgement,
  Role,
  RunResponse,
  Submission,
  SubmitResponse,
} from '@codecourt/contracts';
import type { StoredJudgedTest, SubmissionRow } from '../../db/schema/index.js';

/** Rows judged before tests carried `visible` held data only for the tests the user could see. */
function judgedTestFromStored(test: StoredJudgedTest): JudgedTest {
  return { ...test, visible: test.visible ?? test.input !== undefined };
}

/** A stored submission as history and detail show it (a pending one has no verdict and no tests yet). */
export function toSubmission(row: SubmissionRow): Submission {
  return {
    _id: row.id,
    problemId: row.problemId,
    problemTitle: row.problemTitle,
    language: row.language,
    code: row.code,
    status: row.status,
    verdict: row.verdict,
    testCasesPassed: row.testCasesPassed,
    totalTestCases: row.totalTestCases,
    runtime: row.runtimeMs,
    memory: row.memoryKb,
    error: row.error,
    compileOutput: row.compileOutput,
    tests: row.tests.map(judgedTestFromStored),
    ...(row.score === null ? {} : { score: row.score }),
    ...(row.scoreGroups === null ? {} : { groups: row.scoreGroups }),
    createdAt: row.createdAt.toISOString(),
    judgedAt: row.judgedAt?.toISOString() ?? null,
  };
}

/** One submission as its viewer reads it: an admin also gets the judge's fault behind an Internal Error. */
export function toSubmissionFor(row: SubmissionRow, viewer: { role: Role }): Submission {
  const submission = toSubmission(row);
  return viewer.role === 'admin' && row.judgeFault
    ? { ...submission, judgeFault: row.judgeFault }
    : submission;
}

/**
 * Submit's answer, the same shape for 200 (judged) and 202 (still pending or judging: poll the
 * submission). `accepted` alone decides 'Solution Accepted!'; `success` is false only when the judge
 * itself failed.
 */
export function toSubmitResponse(submission: Submission): SubmitResponse {
  const { verdict } = submission;
  const accepted = verdict === 'Accepted';
  return {
    ...submission,
    success: verdict !== 'Internal Error',
    accepted,
    message: verdict === null ? MESSAGES.stillJudging : accepted ? MESSAGES.solutionAccepted : verdict,
    stats: { runtime: submission.runtime ?? 0, memory: submission.memory ?? 0 },
  };
}

/** Run's answer: `success` only when every test passed; `output` is what the first failing (or first) test printed. */
export function toRunResponse(judgement: Judgement): RunResponse {
  const shown = judgement.tests.find((test) => test.verdict !== 'Accepted') ?? judgement.tests[0];
  return { ...judgement, success: judgement.verdict === 'Accepted', output: shown?.actual ?? '' };
}
