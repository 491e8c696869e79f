import {
  MESSAGES,
  type Submission,
  type SubmitResponse,
  type TestResult,
  type Verdict,
} from '@codecourt/contracts';
import { verdictTone, type Tone } from '@/lib/result-format';

/** What the result panel shows for a submission, whether it came back at once or after polling. */
export type SubmitOutcome = {
  submissionId: string;
  accepted: boolean;
  /** False when the judge itself failed (Internal Error): the code was not judged. */
  judged: boolean;
  verdict: Verdict;
  testCasesPassed: number;
  totalTestCases: number;
  runtimeMs: number | null;
  memoryKb: number | null;
  error: string | null;
  /** The first failing test when its data may be shown (a sample); hidden tests come without it. */
  failedTest: TestResult | undefined;
};

export function outcomeFromSubmitResponse(response: SubmitResponse): SubmitOutcome {
  return {
    submissionId: response.submissionId,
    accepted: response.accepted,
    judged: response.success,
    verdict: response.verdict,
    testCasesPassed: response.testCasesPassed,
    totalTestCases: response.totalTestCases,
    runtimeMs: response.stats.runtime,
    memoryKb: response.stats.memory,
    error: response.error,
    failedTest: response.failedTest,
  };
}

/** A stored submission as an outcome; undefined while it still waits for its verdict. */
export function outcomeFromSubmission(submission: Submission): SubmitOutcome | undefined {
  if (submission.status !== 'done' || submission.verdict === null) return undefined;
  const { verdict } = submission;
  return {
    submissionId: submission._id,
    accepted: verdict === 'Accepted',
    judged: verdict !== 'Internal Error',
    verdict,
    testCasesPassed: submission.testCasesPassed,
    totalTestCases: submission.totalTestCases,
    runtimeMs: submission.runtime,
    memoryKb: submission.memory,
    error: submission.error ?? submission.compileOutput,
    failedTest: submission.testResults.find(
      (test) => test.verdict !== 'Accepted' && test.input !== undefined,
    ),
  };
}

/** Spec §2: 'Solution Accepted!' or 'Solution Failed'; a judge failure is 'Submission failed' (§8). */
export function submitHeadline(outcome: Pick<SubmitOutcome, 'accepted' | 'judged' | 'verdict'>): {
  title: string;
  tone: Tone;
} {
  if (outcome.accepted) return { title: MESSAGES.solutionAccepted, tone: 'success' };
  if (!outcome.judged) return { title: MESSAGES.submissionFailed, tone: 'error' };
  return { title: MESSAGES.solutionFailed, tone: verdictTone(outcome.verdict) };
}
