// Judge requests for a private problem (issue #41 item 1): no `problems` row, so the judge is given the
// plain format, the default checker and the private problem's limits from the contracts.
import { INTERVIEW_PRIVATE_PROBLEM } from '@codecourt/contracts';
import type { JudgeRequest } from '@codecourt/contracts';
import { PLAIN_FORMAT } from '../../../db/schema/index.js';
import type { StoredPrivateProblem } from '../../../db/schema/index.js';
import { buildJudgeRequest } from '../../problems/judge-request.js';
import type { JudgedProblem, Program } from '../../problems/judge-request.js';

const PRIVATE_JUDGING: JudgedProblem = {
  timeLimitMs: INTERVIEW_PRIVATE_PROBLEM.timeLimitMs,
  memoryLimitKb: INTERVIEW_PRIVATE_PROBLEM.memoryLimitKb,
  validation: 'default',
  validatorSource: null,
  validatorLanguage: null,
  validatorFlags: '',
  format: PLAIN_FORMAT,
};

/** Every test the interviewer wrote, all visible (both sides see what they wrote and what came out). */
export function privateTestsRequest(problem: StoredPrivateProblem, program: Program): JudgeRequest {
  const tests = problem.tests.map((test) => ({ ...test, kind: 'sample' as const }));
  return buildJudgeRequest(PRIVATE_JUDGING, tests, program, 'all');
}

/** Only the given input, run and shown (nothing to compare it with). */
export function inputOnlyRequest(program: Program, input: string): JudgeRequest {
  return { ...buildJudgeRequest(PRIVATE_JUDGING, [], program, 'all'), tests: [{ input, visible: true }] };
}
