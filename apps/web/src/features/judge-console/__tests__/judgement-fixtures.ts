import {
  MESSAGES,
  type JudgedTest,
  type Judgement,
  type Submission,
  type SubmitResponse,
} from '@codecourt/contracts';

export const SUBMISSION_ID = '5f0c6f64-6b8e-4c43-9a53-0c9a8d1f2e11';
export const PROBLEM_ID = '0e7f3a7c-2f7d-4bb5-8c3e-6d1c2a9b8f00';

export const acceptedSample: JudgedTest = {
  index: 0,
  visible: true,
  verdict: 'Accepted',
  timeMs: 3,
  memoryKb: 800,
  input: '1 1',
  expected: '2',
  actual: '2',
};
export const failedSample: JudgedTest = {
  index: 1,
  visible: true,
  verdict: 'Wrong Answer',
  timeMs: 4,
  memoryKb: 900,
  input: '1 2',
  expected: '3',
  actual: '4',
};
export const failedHidden: JudgedTest = {
  index: 2,
  visible: false,
  verdict: 'Wrong Answer',
};

/** A judgement that failed its second sample. */
export function judgement(overrides: Partial<Judgement> = {}): Judgement {
  return {
    status: 'done',
    verdict: 'Wrong Answer',
    testCasesPassed: 1,
    totalTestCases: 10,
    runtime: 14,
    memory: 9_000,
    error: 'Wrong Answer on test 2',
    compileOutput: null,
    tests: [acceptedSample, failedSample],
    ...overrides,
  };
}

/** A stored submission as history, detail and polling answer it. */
export function submission(overrides: Partial<Submission> = {}): Submission {
  return {
    _id: SUBMISSION_ID,
    problemId: PROBLEM_ID,
    language: 'python',
    code: 'print(4)',
    createdAt: '2025-03-10T12:00:00Z',
    judgedAt: '2025-03-10T12:00:01Z',
    ...judgement(),
    ...overrides,
  };
}

/** Submit's answer for `stored`, as the API builds it (200 and 202 alike). */
export function submitAnswer(stored: Submission): SubmitResponse {
  const accepted = stored.verdict === 'Accepted';
  return {
    ...stored,
    success: stored.verdict !== 'Internal Error',
    accepted,
    message:
      stored.verdict === null ? MESSAGES.stillJudging : accepted ? MESSAGES.solutionAccepted : stored.verdict,
    stats: { runtime: stored.runtime ?? 0, memory: stored.memory ?? 0 },
  };
}

/** Still waiting for a judge: no verdict, no tests. */
export const pendingSubmission = submission({
  status: 'pending',
  verdict: null,
  testCasesPassed: 0,
  runtime: null,
  memory: null,
  error: null,
  tests: [],
  judgedAt: null,
});
