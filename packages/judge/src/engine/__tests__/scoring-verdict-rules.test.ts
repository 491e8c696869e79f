// The legacy default grader's verdict flags (problemtools' support/default_grader), hand-worked.
import { describe, expect, it } from 'vitest';
import { judgeScoringSchema } from '@codecourt/contracts';
import type { JudgeScoring, Verdict, VerdictRule } from '@codecourt/contracts';
import { aggregateVerdict, scoreSubmission } from '../scoring.js';
import type { ScoredOutcome } from '../scoring.js';

const AC: Verdict = 'Accepted';
const WA: Verdict = 'Wrong Answer';
const TLE: Verdict = 'Time Limit Exceeded';
const RTE: Verdict = 'Runtime Error';

const sample = (verdict: Verdict): ScoredOutcome => ({ verdict, visible: true });
const inGroup = (group: string, ...verdicts: Verdict[]): ScoredOutcome[] =>
  verdicts.map((verdict) => ({ verdict, group }));
const settings = (scoring: JudgeScoring) => judgeScoringSchema.parse(scoring);

/** Like the Kattis echo example: small 40, large 60, any accepted group accepts, the sample ignored. */
const ECHO_LIKE = settings({
  groups: [
    {
      name: 'small',
      score: 40,
      verdicts: { mode: 'first_error', acceptIfAnyAccepted: true, onReject: 'continue' },
    },
    {
      name: 'large',
      score: 60,
      verdicts: { mode: 'first_error', acceptIfAnyAccepted: true, onReject: 'continue' },
    },
  ],
  secret: { mode: 'first_error', acceptIfAnyAccepted: true, onReject: 'continue' },
  root: { ignoreSample: true, onReject: 'continue' },
});

describe('aggregateVerdict (the default grader over one level)', () => {
  it.each([
    ['no rule: the first rejected', [AC, WA, TLE], undefined, WA],
    ['worst_error (a rule without a mode)', [AC, WA, TLE], {}, TLE],
    ['worst_error orders RTE before TLE', [TLE, RTE], { mode: 'worst_error' }, RTE],
    ['first_error', [AC, TLE, WA], { mode: 'first_error' }, TLE],
    ['always_accept', [WA, TLE], { mode: 'always_accept' }, AC],
    ['accept_if_any_accepted with one accepted', [WA, AC, TLE], { acceptIfAnyAccepted: true }, AC],
    [
      'accept_if_any_accepted with none accepted falls back to the mode',
      [WA, TLE],
      { acceptIfAnyAccepted: true, mode: 'first_error' },
      WA,
    ],
    ['an empty level', [], { mode: 'first_error' }, AC],
  ] as [string, Verdict[], VerdictRule | undefined, Verdict][])(
    'when %s, then the verdict is as the grader gives it',
    (_why, verdicts, rule, expected) => {
      expect(aggregateVerdict(verdicts, rule)).toBe(expected);
    },
  );
});

describe('scoreSubmission with verdict rules (echo-like hand-worked table)', () => {
  it.each([
    ['right everywhere', [sample(AC), ...inGroup('small', AC, AC), ...inGroup('large', AC, AC)], AC, 100],
    [
      'wrong only on the sample (ignore_sample)',
      [sample(WA), ...inGroup('small', AC, AC), ...inGroup('large', AC, AC)],
      AC,
      100,
    ],
    [
      'right on small only (accept_if_any_accepted)',
      [sample(AC), ...inGroup('small', AC, AC), ...inGroup('large', WA, WA)],
      AC,
      40,
    ],
    [
      'wrong on small, slow on large (first_error)',
      [sample(WA), ...inGroup('small', WA, WA), ...inGroup('large', TLE, TLE)],
      WA,
      0,
    ],
  ] as [string, ScoredOutcome[], Verdict, number][])(
    "when a submission is %s, then its verdict and score are problemtools'",
    (_why, outcomes, verdict, score) => {
      const result = scoreSubmission(outcomes, ECHO_LIKE);
      expect(result.verdict).toBe(verdict);
      expect(result.score).toBe(score);
    },
  );

  it('when a group breaks on its first rejected test, then the tests after it neither score nor decide the verdict', () => {
    const result = scoreSubmission(
      inGroup('g', AC, WA, TLE, AC),
      settings({ groups: [{ name: 'g', verdicts: { onReject: 'break' } }] }),
    );
    expect(result.groups[0]).toMatchObject({ score: 1, maxScore: 4, verdict: WA });
    expect(result.verdict).toBe(WA);
  });

  it('when data/secret breaks on a rejected group, then the later groups do not count toward the total', () => {
    const result = scoreSubmission(
      [...inGroup('a', AC), ...inGroup('b', WA), ...inGroup('c', AC)],
      settings({
        groups: [
          { name: 'a', score: 10 },
          { name: 'b', score: 20 },
          { name: 'c', score: 30 },
        ],
        secret: { onReject: 'break' },
      }),
    );
    expect(result.score).toBe(10);
    expect(result.verdict).toBe(WA);
  });

  it('when the package sets no rule, then there is no rule verdict (the first rejected test decides, as before)', () => {
    const result = scoreSubmission(
      [sample(WA), ...inGroup('g', AC)],
      settings({ groups: [{ name: 'g', score: 10 }] }),
    );
    expect(result.verdict).toBeUndefined();
    expect(result.score).toBe(10);
  });
});
