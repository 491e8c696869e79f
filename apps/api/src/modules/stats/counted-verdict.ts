import type { Verdict } from '@codecourt/contracts';

/**
 * 'Internal Error' means the judge gave up on a submission, which says nothing about the code, so it is
 * left out of the stats (incremental and rebuilt alike). Runs are never stored, so they never count.
 */
export const UNCOUNTED_VERDICT: Verdict = 'Internal Error';

export function countsInStats(verdict: Verdict | null): verdict is Verdict {
  return verdict !== null && verdict !== UNCOUNTED_VERDICT;
}
