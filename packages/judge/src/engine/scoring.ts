// Scores of a scoring problem (Kattis `type: scoring`, legacy testdata.yaml grading): a pure function
// from the tests' outcomes and the groups' settings to each test's, each group's and the total score.
import type { JudgedGroup, ResolvedScoringGroup, Verdict } from '@codecourt/contracts';

/** One judged test as scoring sees it; `score` is what a custom validator wrote to score.txt. */
export type ScoredOutcome = { verdict: Verdict; group?: string | undefined; score?: number | undefined };

export type Scores = {
  /** The sum of the groups' scores. */
  score: number;
  groups: JudgedGroup[];
  /** Each outcome's own score, in order; undefined for tests of no group. */
  testScores: (number | undefined)[];
};

/** Scores are sums of decimal settings: rounding hides 0.1 + 0.2 from users. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

function testScore(outcome: ScoredOutcome, group: ResolvedScoringGroup): number {
  if (outcome.verdict !== 'Accepted') return group.rejectScore;
  return outcome.score ?? group.acceptScore;
}

function groupResult(group: ResolvedScoringGroup, outcomes: readonly ScoredOutcome[], scores: number[]) {
  const raw =
    scores.length === 0
      ? 0
      : group.aggregation === 'min'
        ? Math.min(...scores)
        : scores.reduce((a, b) => a + b, 0);
  const rawMax =
    group.aggregation === 'min' || scores.length === 0
      ? group.acceptScore
      : group.acceptScore * scores.length;
  const maxScore = group.score ?? (scores.length === 0 ? 0 : rawMax);
  // With a group score the raw score is scaled so that every test accepted gives exactly that score.
  const score = group.score === undefined ? raw : rawMax > 0 ? (raw / rawMax) * group.score : 0;
  const failed = outcomes.find((o) => o.verdict !== 'Accepted');
  return {
    name: group.name,
    score: round(score),
    maxScore: round(maxScore),
    verdict: failed?.verdict ?? 'Accepted',
    testsPassed: outcomes.length - outcomes.filter((o) => o.verdict !== 'Accepted').length,
    totalTests: outcomes.length,
  } satisfies JudgedGroup;
}

export function scoreSubmission(
  outcomes: readonly ScoredOutcome[],
  groups: readonly ResolvedScoringGroup[],
): Scores {
  const byName = new Map(groups.map((g) => [g.name, g]));
  const testScores = outcomes.map((o) => {
    const group = o.group === undefined ? undefined : byName.get(o.group);
    return group ? testScore(o, group) : undefined;
  });
  const results = groups.map((group) => {
    const members = outcomes.flatMap((o, i) =>
      o.group === group.name ? [{ o, s: testScores[i] ?? 0 }] : [],
    );
    return groupResult(
      group,
      members.map((m) => m.o),
      members.map((m) => m.s),
    );
  });
  return { score: round(results.reduce((sum, g) => sum + g.score, 0)), groups: results, testScores };
}
