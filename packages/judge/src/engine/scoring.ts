// Scores of a scoring problem (Kattis `type: scoring`, legacy testdata.yaml grading): a pure function
// from the tests' outcomes and the groups' settings to each test's, each group's and the total score.
import type {
  JudgedGroup,
  ResolvedJudgeRequest,
  ResolvedScoringGroup,
  Verdict,
  VerdictRule,
} from '@codecourt/contracts';

/** One judged test as scoring sees it; `score` is what a custom validator wrote to score.txt. */
export type ScoredOutcome = {
  verdict: Verdict;
  group?: string | undefined;
  score?: number | undefined;
  /** A sample (data/sample): part of data/'s results, never of data/secret's. */
  visible?: boolean | undefined;
};

export type Scores = {
  /** The sum of the groups' scores (of those counted, when data/secret breaks on a rejected group). */
  score: number;
  groups: JudgedGroup[];
  /** Each outcome's own score, in order; undefined for tests of no group. */
  testScores: (number | undefined)[];
  /** The submission's verdict by the package's verdict rules; undefined when it sets none. */
  verdict?: Verdict;
};

type ScoringSettings = NonNullable<ResolvedJudgeRequest['scoring']>;

/** problemtools' default grader's worst_error order (JE, RTE, MLE, TLE, OLE, WA, AC), ours named. */
const WORST_FIRST: readonly Verdict[] = [
  'Compilation Error',
  'Internal Error',
  'Runtime Error',
  'Memory Limit Exceeded',
  'Time Limit Exceeded',
  'Output Limit Exceeded',
  'Wrong Answer',
  'Accepted',
];

/** The results a level counts: with `on_reject: break`, none after the first rejected one (never run there). */
function counted<T extends { verdict: Verdict }>(results: readonly T[], rule: VerdictRule | undefined): T[] {
  if (rule?.onReject !== 'break') return [...results];
  const rejected = results.findIndex((r) => r.verdict !== 'Accepted');
  return rejected === -1 ? [...results] : results.slice(0, rejected + 1);
}

/**
 * One verdict from a level's results, as problemtools' default grader gives it: no rule is the first
 * rejected result's verdict (this judge's own way); a rule's mode defaults to worst_error.
 */
export function aggregateVerdict(verdicts: readonly Verdict[], rule: VerdictRule | undefined): Verdict {
  const firstError = verdicts.find((v) => v !== 'Accepted') ?? 'Accepted';
  if (!rule) return firstError;
  if (rule.acceptIfAnyAccepted && verdicts.includes('Accepted')) return 'Accepted';
  switch (rule.mode ?? 'worst_error') {
    case 'always_accept':
      return 'Accepted';
    case 'first_error':
      return firstError;
    case 'worst_error':
      return WORST_FIRST.find((v) => verdicts.includes(v)) ?? 'Accepted';
  }
}

/** Scores are sums of decimal settings: rounding hides 0.1 + 0.2 from users. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

function testScore(outcome: ScoredOutcome, group: ResolvedScoringGroup): number {
  if (outcome.verdict !== 'Accepted') return group.rejectScore;
  return outcome.score ?? group.acceptScore;
}

function groupResult(group: ResolvedScoringGroup, outcomes: readonly ScoredOutcome[], allScores: number[]) {
  const scores = allScores.slice(0, counted(outcomes, group.verdicts).length);
  const raw =
    scores.length === 0
      ? 0
      : group.aggregation === 'min'
        ? Math.min(...scores)
        : scores.reduce((a, b) => a + b, 0);
  const rawMax =
    group.aggregation === 'min' || allScores.length === 0
      ? group.acceptScore
      : group.acceptScore * allScores.length;
  const maxScore = group.score ?? (allScores.length === 0 ? 0 : rawMax);
  // With a group score the raw score is scaled so that every test accepted gives exactly that score.
  const score = group.score === undefined ? raw : rawMax > 0 ? (raw / rawMax) * group.score : 0;
  return {
    name: group.name,
    score: round(score),
    maxScore: round(maxScore),
    verdict: aggregateVerdict(
      counted(outcomes, group.verdicts).map((o) => o.verdict),
      group.verdicts,
    ),
    testsPassed: outcomes.length - outcomes.filter((o) => o.verdict !== 'Accepted').length,
    totalTests: outcomes.length,
  } satisfies JudgedGroup;
}

/** Whether the package set any verdict rule (else the verdict stays the first rejected test's). */
const hasRules = (settings: ScoringSettings) =>
  settings.root !== undefined ||
  settings.secret !== undefined ||
  settings.groups.some((g) => g.verdicts !== undefined);

/**
 * The submission's verdict up the levels, as problemtools grades them: data/secret over its results
 * in order (each group's verdict where its first test is, each ungrouped test's own), then data/ over
 * the samples' and data/secret's (only data/secret's with ignore_sample).
 */
function submissionVerdict(
  settings: ScoringSettings,
  outcomes: readonly ScoredOutcome[],
  groups: readonly JudgedGroup[],
): { verdict: Verdict; countedGroups: Set<string> } {
  const secretResults: { verdict: Verdict; group?: string }[] = [];
  for (const o of outcomes) {
    if (o.visible) continue;
    if (o.group === undefined) secretResults.push({ verdict: o.verdict });
    else if (!secretResults.some((r) => r.group === o.group)) {
      const verdict = groups.find((g) => g.name === o.group)?.verdict ?? o.verdict;
      secretResults.push({ verdict, group: o.group });
    }
  }
  const secretCounted = counted(secretResults, settings.secret);
  const secret = aggregateVerdict(
    secretCounted.map((r) => r.verdict),
    settings.secret,
  );
  const samples = outcomes.filter((o) => o.visible);
  const sample = aggregateVerdict(
    counted(samples, settings.root).map((o) => o.verdict),
    settings.root,
  );
  const top = settings.root?.ignoreSample || samples.length === 0 ? [secret] : [sample, secret];
  return {
    verdict: aggregateVerdict(
      counted(
        top.map((verdict) => ({ verdict })),
        settings.root,
      ).map((r) => r.verdict),
      settings.root,
    ),
    countedGroups: new Set(secretCounted.flatMap((r) => (r.group === undefined ? [] : [r.group]))),
  };
}

export function scoreSubmission(
  outcomes: readonly ScoredOutcome[],
  settings: ScoringSettings | readonly ResolvedScoringGroup[],
): Scores {
  const scoring: ScoringSettings = 'groups' in settings ? settings : { groups: [...settings] };
  const { groups } = scoring;
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
  if (!hasRules(scoring))
    return { score: round(results.reduce((sum, g) => sum + g.score, 0)), groups: results, testScores };
  const { verdict, countedGroups } = submissionVerdict(scoring, outcomes, results);
  const total = results.filter((g) => countedGroups.has(g.name)).reduce((sum, g) => sum + g.score, 0);
  return { score: round(total), groups: results, testScores, verdict };
}
