import { describe, expect, it } from 'vitest';
import { MESSAGES, type Submission, type SubmitResponse } from '@codecourt/contracts';
import {
  outcomeFromSubmission,
  outcomeFromSubmitResponse,
  submitHeadline,
} from '@/features/judge-console/lib/submit-outcome';

const ID = '5f0c6f64-6b8e-4c43-9a53-0c9a8d1f2e11';
const PROBLEM_ID = '0e7f3a7c-2f7d-4bb5-8c3e-6d1c2a9b8f00';

const failedSample = {
  index: 1,
  verdict: 'Wrong Answer' as const,
  timeMs: 4,
  memoryKb: 900,
  input: '1 2',
  expected: '3',
  actual: '4',
};

function submission(overrides: Partial<Submission>): Submission {
  return {
    _id: ID,
    problemId: PROBLEM_ID,
    language: 'python',
    code: 'print(4)',
    status: 'done',
    verdict: 'Wrong Answer',
    testCasesPassed: 1,
    totalTestCases: 10,
    runtime: 14,
    memory: 9_000,
    error: null,
    createdAt: '2025-03-10T12:00:00Z',
    judgedAt: '2025-03-10T12:00:01Z',
    compileOutput: null,
    testResults: [
      { index: 0, verdict: 'Accepted', timeMs: 3, memoryKb: 800, input: '1 1', expected: '2', actual: '2' },
      failedSample,
    ],
    ...overrides,
  };
}

describe('submit outcome', () => {
  it('when the submit answer is accepted, then the outcome carries its stats and the headline is Solution Accepted!', () => {
    const response: SubmitResponse = {
      success: true,
      accepted: true,
      message: MESSAGES.solutionAccepted,
      error: null,
      stats: { runtime: 115, memory: 26_419 },
      verdict: 'Accepted',
      testCasesPassed: 16,
      totalTestCases: 16,
      submissionId: ID,
    };

    const outcome = outcomeFromSubmitResponse(response);

    expect(outcome).toMatchObject({
      accepted: true,
      judged: true,
      runtimeMs: 115,
      memoryKb: 26_419,
      testCasesPassed: 16,
    });
    expect(submitHeadline(outcome)).toEqual({ title: MESSAGES.solutionAccepted, tone: 'success' });
  });

  it('when a polled submission is still waiting, then there is no outcome yet', () => {
    expect(outcomeFromSubmission(submission({ status: 'judging', verdict: null }))).toBeUndefined();
  });

  it('when a polled submission failed on a sample, then that sample is the failing test and the headline is Solution Failed', () => {
    const outcome = outcomeFromSubmission(submission({}));

    expect(outcome?.failedTest).toEqual(failedSample);
    expect(outcome && submitHeadline(outcome)).toEqual({ title: MESSAGES.solutionFailed, tone: 'error' });
  });

  it('when a polled submission failed to compile, then the compiler output is the error', () => {
    const outcome = outcomeFromSubmission(
      submission({
        verdict: 'Compilation Error',
        compileOutput: 'main.cpp:1: error',
        testResults: [],
        testCasesPassed: 0,
      }),
    );

    expect(outcome).toMatchObject({
      verdict: 'Compilation Error',
      error: 'main.cpp:1: error',
      failedTest: undefined,
    });
  });

  it('when the judge itself failed, then the headline is Submission failed', () => {
    const outcome = outcomeFromSubmission(submission({ verdict: 'Internal Error', testResults: [] }));

    expect(outcome?.judged).toBe(false);
    expect(outcome && submitHeadline(outcome).title).toBe(MESSAGES.submissionFailed);
  });
});
