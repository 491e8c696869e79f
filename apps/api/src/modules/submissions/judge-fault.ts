import { JUDGE_FAULT_DETAIL_CHARS } from '@codecourt/contracts';
import type { JudgeFault, JudgeResult } from '@codecourt/contracts';

/**
 * The fault behind an Internal Error the judge reported (a crashed validator or interactor names itself,
 * how it ended and its stderr in the message), bounded for storage; null for any other verdict or when
 * the judge said nothing about it.
 */
export function judgeFaultOf(result: JudgeResult): JudgeFault | null {
  if (result.verdict !== 'Internal Error') return null;
  const test = result.tests.find((t) => t.verdict === 'Internal Error');
  const detail = (test?.message ?? result.message ?? '').trim();
  if (!detail) return null;
  return {
    testNumber: test ? test.index + 1 : null,
    detail: detail.slice(0, JUDGE_FAULT_DETAIL_CHARS),
  };
}
