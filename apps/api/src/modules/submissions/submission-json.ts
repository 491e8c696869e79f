import { MESSAGES } from '@codecourt/contracts';
import type { Submission, SubmissionSummary, SubmitResponse } from '@codecourt/contracts';
import type { SubmissionRow } from '../../db/schema/index.js';

export function toSubmissionSummaryJson(row: SubmissionRow): SubmissionSummary {
  return {
    _id: row.id,
    problemId: row.problemId,
    language: row.language,
    code: row.code,
    status: row.status,
    verdict: row.verdict,
    testCasesPassed: row.testCasesPassed,
    totalTestCases: row.totalTestCases,
    runtime: row.runtimeMs,
    memory: row.memoryKb,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    judgedAt: row.judgedAt?.toISOString() ?? null,
  };
}

export function toSubmissionJson(row: SubmissionRow): Submission {
  return { ...toSubmissionSummaryJson(row), compileOutput: row.compileOutput, testResults: row.testResults };
}

/** Spec §7's submit answer from a judged submission; a failing sample comes back with its data. */
export function toSubmitResponse(
  row: SubmissionRow & { verdict: NonNullable<SubmissionRow['verdict']> },
): SubmitResponse {
  const accepted = row.verdict === 'Accepted';
  const failedTest = row.testResults.find((test) => test.verdict !== 'Accepted' && test.input !== undefined);
  return {
    success: row.verdict !== 'Internal Error',
    accepted,
    message: accepted ? MESSAGES.solutionAccepted : row.verdict,
    error: row.error,
    stats: { runtime: row.runtimeMs ?? 0, memory: row.memoryKb ?? 0 },
    verdict: row.verdict,
    testCasesPassed: row.testCasesPassed,
    totalTestCases: row.totalTestCases,
    submissionId: row.id,
    ...(failedTest ? { failedTest } : {}),
  };
}
