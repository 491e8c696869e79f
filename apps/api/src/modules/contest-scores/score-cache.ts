// The score cache (DOMjudge's scorecache, DMOJ's participation row): a participant's cell of a problem is
// re-scored from all of their tries at it, inside the transaction that stored a verdict (or a new try),
// so a rejudge or a retried Internal Error re-scores too, and boards only sort cached cells.
import { and, asc, eq } from 'drizzle-orm';
import type { JudgedGroup } from '@codecourt/contracts';
import { notifyStatement } from '../../db/change-feed.js';
import {
  contestParticipations,
  contestProblems,
  contestScores,
  contestSubmissions,
  contests,
  submissions,
} from '../../db/schema/index.js';
import type { ContestRow } from '../../db/schema/index.js';
import type { Queryable } from '../../db/transaction.js';
import { CONTEST_CHANGES_CHANNEL, encodeChange } from './contest-changes.js';
import { scoreCell } from './scoring.js';
import type { CellRules, Try } from './scoring.js';

/** From when the public board hides results: the freeze, until an admin lifts it. */
export function hiddenFrom(contest: Pick<ContestRow, 'freezeAt' | 'unfrozenAt'>): Date | null {
  return contest.freezeAt && !contest.unfrozenAt ? contest.freezeAt : null;
}

/**
 * A judged submission's share, 0 to 100: its score over the groups' maxima when the problem has scoring
 * groups, else the share of its tests passed.
 */
export function percentOf(row: {
  testCasesPassed: number;
  totalTestCases: number;
  score: number | null;
  scoreGroups: JudgedGroup[] | null;
}): number {
  const max = (row.scoreGroups ?? []).reduce((sum, g) => sum + g.maxScore, 0);
  if (row.score !== null && max > 0) return (100 * row.score) / max;
  return row.totalTestCases > 0 ? (100 * row.testCasesPassed) / row.totalTestCases : 0;
}

/** A participant's tries at one problem, oldest first, each with its submission's id. */
export type CellTry = Try & { submissionId: string };

/** What one participant × problem cell is scored from: the contest, the cell's rules and every try. */
export async function cellInputs(
  db: Queryable,
  participationId: string,
  label: string,
): Promise<{ contest: ContestRow; rules: CellRules; tries: CellTry[] } | undefined> {
  const [found] = await db
    .select({ contest: contests, participation: contestParticipations, points: contestProblems.points })
    .from(contestParticipations)
    .innerJoin(contests, eq(contests.id, contestParticipations.contestId))
    .innerJoin(
      contestProblems,
      and(eq(contestProblems.contestId, contests.id), eq(contestProblems.label, label)),
    )
    .where(eq(contestParticipations.id, participationId))
    .limit(1);
  if (!found) return undefined;
  const { contest, participation, points } = found;
  const tries: CellTry[] = (
    await db
      .select({
        submissionId: submissions.id,
        createdAt: submissions.createdAt,
        status: submissions.status,
        verdict: submissions.verdict,
        testCasesPassed: submissions.testCasesPassed,
        totalTestCases: submissions.totalTestCases,
        score: submissions.score,
        scoreGroups: submissions.scoreGroups,
      })
      .from(contestSubmissions)
      .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
      .where(
        and(eq(contestSubmissions.participationId, participationId), eq(contestSubmissions.label, label)),
      )
      .orderBy(asc(submissions.createdAt))
  ).map(({ scoreGroups, ...row }) => ({
    ...row,
    percent: percentOf({ ...row, scoreGroups }),
    ...(scoreGroups ? { groups: scoreGroups } : {}),
  }));
  const rules = {
    format: contest.format,
    startAt: participation.startAt ?? contest.startAt,
    points,
    penaltyMinutes: contest.penaltyMinutes,
  };
  return { contest, rules, tries };
}

/** Re-scores one participant × problem cell and tells every instance, when the transaction commits. */
export async function rescoreCell(db: Queryable, participationId: string, label: string): Promise<void> {
  const inputs = await cellInputs(db, participationId, label);
  if (!inputs) return;
  const { contest, rules, tries } = inputs;
  const cell = {
    jury: scoreCell(tries, rules, null),
    public: scoreCell(tries, rules, hiddenFrom(contest)),
  };
  await db
    .insert(contestScores)
    .values({ participationId, label, contestId: contest.id, ...cell })
    .onConflictDoUpdate({
      target: [contestScores.participationId, contestScores.label],
      set: { ...cell, updatedAt: new Date() },
    });
  await db.execute(
    notifyStatement(
      CONTEST_CHANGES_CHANNEL,
      encodeChange({ kind: 'cells', contestId: contest.id, participationId, cell: { label, ...cell } }),
    ),
  );
}

/** Every cell of a contest again (its rules, problem set or freeze changed). */
export async function rescoreContest(db: Queryable, contestId: string): Promise<void> {
  await db.delete(contestScores).where(eq(contestScores.contestId, contestId));
  const cells = await db
    .selectDistinct({ participationId: contestSubmissions.participationId, label: contestSubmissions.label })
    .from(contestSubmissions)
    .where(eq(contestSubmissions.contestId, contestId));
  for (const cell of cells) await rescoreCell(db, cell.participationId, cell.label);
}

/**
 * Where a verdict is stored: a contest submission's cell is re-scored. Answers whether the verdict is
 * hidden from the public (made during a freeze that is not lifted): the caller then leaves it out of the
 * user's public stats until the unfreeze recounts them.
 */
export async function recordContestVerdict(
  db: Queryable,
  submission: { id: string; createdAt: Date },
): Promise<{ hidden: boolean }> {
  const [link] = await db
    .select({
      participationId: contestSubmissions.participationId,
      label: contestSubmissions.label,
      contest: contests,
    })
    .from(contestSubmissions)
    .innerJoin(contests, eq(contests.id, contestSubmissions.contestId))
    .where(eq(contestSubmissions.submissionId, submission.id))
    .limit(1);
  if (!link) return { hidden: false };
  await rescoreCell(db, link.participationId, link.label);
  const freeze = hiddenFrom(link.contest);
  return { hidden: freeze !== null && submission.createdAt >= freeze };
}
