// Contest scoring as pure functions (issue #22 item 3): a cell from one participant's tries at one problem,
// then a row's totals and the order of rows. The board and the score cache both use these, and the tests
// check them against hand-worked tables.
import type { ContestFormat, JudgedGroup, SubmissionStatus, Verdict } from '@codecourt/contracts';
import type { StoredCell } from '../../db/schema/index.js';

export type ScoredCell = StoredCell;

/** One try at a problem, as scoring sees it. */
export type Try = {
  createdAt: Date;
  status: SubmissionStatus;
  verdict: Verdict | null;
  /** The share of the tests, 0 to 100: the submission's own score (scoring groups) when it has one. */
  percent: number;
  /** Scoring problems: the try's score in each group (IOI adds up the best of each group over all tries). */
  groups?: readonly Pick<JudgedGroup, 'name' | 'score' | 'maxScore'>[];
};

export type CellRules = {
  format: ContestFormat;
  /** The participant's own start: minutes count from it (windowed contests, extra time, virtual runs). */
  startAt: Date;
  points: number;
  penaltyMinutes: number;
};

/** A compiler's or the judge's failure is nobody's wrong try. */
const NEVER_COUNTS: ReadonlySet<Verdict> = new Set(['Compilation Error', 'Internal Error']);
const MINUTE_MS = 60_000;

export const EMPTY_CELL: ScoredCell = {
  solved: false,
  attempts: 0,
  pending: 0,
  minutes: null,
  score: 0,
  penalty: 0,
  solvedAtMs: null,
};

/** The try's result is not known to this viewer: still judging, or made at or after the freeze. */
function isPending(t: Try, hiddenFrom: Date | null): boolean {
  return (hiddenFrom !== null && t.createdAt >= hiddenFrom) || t.status !== 'done' || t.verdict === null;
}

const minutesOf = (rules: CellRules, at: Date) =>
  Math.max(0, Math.floor((at.getTime() - rules.startAt.getTime()) / MINUTE_MS));

/** ICPC and LeetCode: tries up to the first accepted one; rejected ones before it cost penaltyMinutes each. */
function solvedCell(tries: Try[], rules: CellRules, hiddenFrom: Date | null): ScoredCell {
  let attempts = 0;
  let pending = 0;
  let rejected = 0;
  for (const t of tries) {
    if (isPending(t, hiddenFrom)) {
      attempts++;
      pending++;
      continue;
    }
    if (t.verdict !== null && NEVER_COUNTS.has(t.verdict)) continue;
    attempts++;
    if (t.verdict !== 'Accepted') {
      rejected++;
      continue;
    }
    const minutes = minutesOf(rules, t.createdAt);
    const tryPenalty = rejected * rules.penaltyMinutes;
    return {
      solved: true,
      attempts,
      pending,
      minutes,
      score: rules.points,
      penalty: rules.format === 'icpc' ? minutes + tryPenalty : tryPenalty,
      solvedAtMs: t.createdAt.getTime(),
    };
  }
  return { ...EMPTY_CELL, attempts, pending };
}

/**
 * IOI's best per group: each group keeps its best score over the tries so far, and the share is their sum
 * over the sum of the groups' maxima (IOI since 2017, CMS's "subtask" score mode), so two partial
 * solutions that each solve another group add up.
 */
class GroupBests {
  private readonly best = new Map<string, { score: number; maxScore: number }>();

  add(groups: NonNullable<Try['groups']>): void {
    for (const g of groups) {
      const seen = this.best.get(g.name);
      this.best.set(g.name, { score: Math.max(seen?.score ?? 0, g.score), maxScore: g.maxScore });
    }
  }

  percent(): number {
    const all = [...this.best.values()];
    const max = all.reduce((sum, g) => sum + g.maxScore, 0);
    return max > 0 ? (100 * all.reduce((sum, g) => sum + g.score, 0)) / max : 0;
  }
}

/**
 * IOI: the best score over the judged tries (with scoring groups, the sum over groups of each group's best
 * across tries); solved once it reaches the problem's points.
 */
function bestScoreCell(tries: Try[], rules: CellRules, hiddenFrom: Date | null): ScoredCell {
  let attempts = 0;
  let pending = 0;
  let best = 0;
  let bestAt: Date | null = null;
  const groups = new GroupBests();
  for (const t of tries) {
    if (isPending(t, hiddenFrom)) {
      attempts++;
      pending++;
      continue;
    }
    if (t.verdict !== null && NEVER_COUNTS.has(t.verdict)) continue;
    attempts++;
    let percent = t.percent;
    if (t.groups && t.groups.length > 0) {
      groups.add(t.groups);
      percent = Math.max(percent, groups.percent());
    }
    const score = Math.round(rules.points * Math.min(100, Math.max(0, percent))) / 100;
    if (score > best) {
      best = score;
      bestAt = t.createdAt;
    }
  }
  const solved = best >= rules.points;
  return {
    solved,
    attempts,
    pending,
    minutes: bestAt ? minutesOf(rules, bestAt) : null,
    score: best,
    penalty: 0,
    solvedAtMs: solved && bestAt ? bestAt.getTime() : null,
  };
}

/**
 * One participant × problem cell from every try at it. `hiddenFrom`: the freeze, for the public board
 * while the contest is frozen (tries at or after it are pending: counted, result unknown); null for the truth.
 */
export function scoreCell(tries: Try[], rules: CellRules, hiddenFrom: Date | null): ScoredCell {
  const ordered = [...tries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return rules.format === 'ioi'
    ? bestScoreCell(ordered, rules, hiddenFrom)
    : solvedCell(ordered, rules, hiddenFrom);
}

/** What a row is ranked by. `penalty` is ICPC's penalty time, LeetCode's finish time, 0 in IOI. */
export type RowTotals = { solved: number; score: number; penalty: number; lastSolvedMinutes: number };

export function rowTotals(cells: ScoredCell[], format: ContestFormat): RowTotals {
  const solvedCells = cells.filter((cell) => cell.solved);
  const lastSolvedMinutes = Math.max(0, ...solvedCells.map((cell) => cell.minutes ?? 0));
  const penalties = solvedCells.reduce((sum, cell) => sum + cell.penalty, 0);
  const score = Math.round(cells.reduce((sum, cell) => sum + cell.score, 0) * 100) / 100;
  return {
    solved: solvedCells.length,
    score,
    penalty: format === 'icpc' ? penalties : format === 'leetcode' ? lastSolvedMinutes + penalties : 0,
    lastSolvedMinutes,
  };
}

/**
 * Negative when `a` ranks above `b`, 0 when they share a rank. ICPC: more solved, less penalty, earlier
 * last solve; LeetCode: more points, earlier finish; IOI: more points.
 */
export function compareTotals(a: RowTotals, b: RowTotals, format: ContestFormat): number {
  if (format === 'icpc')
    return b.solved - a.solved || a.penalty - b.penalty || a.lastSolvedMinutes - b.lastSolvedMinutes;
  if (format === 'leetcode') return b.score - a.score || a.penalty - b.penalty;
  return b.score - a.score;
}

/** Ranks for rows already sorted by compareTotals: equal rows share a rank (1, 2, 2, 4). */
export function sharedRanks<T>(sorted: T[], same: (a: T, b: T) => boolean): number[] {
  const ranks: number[] = [];
  sorted.forEach((row, i) => {
    const previous = sorted[i - 1];
    ranks.push(i > 0 && previous !== undefined && same(previous, row) ? (ranks[i - 1] ?? 1) : i + 1);
  });
  return ranks;
}
