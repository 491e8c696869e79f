import type { Participation, Submission } from '@codecourt/contracts';

/** What a participant has done with one contest problem, as the problem set shows it. */
export type ProblemState = 'solved' | 'pending' | 'tried' | 'untried';

/** Verdicts that say nothing about the solution (the contest does not count them as tries either). */
const UNCOUNTED = new Set(['Compilation Error', 'Internal Error']);

/**
 * The state of one problem from the participant's own submissions to it: only those made inside their
 * contest time count (practice before or after is not the contest). Solved wins, then a try still being
 * judged, then a counted rejected try.
 */
export function problemState(submissions: readonly Submission[], participation: Participation): ProblemState {
  const from = participation.startAt === null ? Number.POSITIVE_INFINITY : Date.parse(participation.startAt);
  const to = participation.endAt === null ? Number.NEGATIVE_INFINITY : Date.parse(participation.endAt);
  const inContest = submissions.filter((s) => {
    const at = Date.parse(s.createdAt);
    return at >= from && at < to;
  });
  if (inContest.some((s) => s.verdict === 'Accepted')) return 'solved';
  if (inContest.some((s) => s.verdict === null)) return 'pending';
  if (inContest.some((s) => s.verdict !== null && !UNCOUNTED.has(s.verdict))) return 'tried';
  return 'untried';
}
