// Everything the Contest API says about one contest at one instant, read once: the endpoints answer from
// it and the event feed diffs two of them. The jury's view (admins only): the truth, frozen or not.
import type { ContestRow } from '../../db/schema/index.js';
import { buildBoardRows } from '../contests/board-rows.js';
import { medalsOf } from '../contests/contest-json.js';
import type { ContestRepository } from '../contests/repository.js';
import type { ScoredCell } from '../contest-scores/scoring.js';
import { toCcsClarifications } from './ccs-clarifications.js';
import {
  originOf,
  toCcsContest,
  toCcsJudgement,
  toCcsProblem,
  toCcsRuns,
  toCcsState,
  toCcsSubmission,
  toCcsOrganizations,
  toCcsPeople,
  toCcsGroups,
  toCcsTeam,
} from './ccs-objects.js';
import type { CcsRepository } from './ccs-repository.js';
import { absTime, relTimeBetween } from './ccs-time.js';
import { toCcsAwards, toCcsScoreboardRows } from './ccs-standings.js';
import type {
  CcsAccount,
  CcsAward,
  CcsClarification,
  CcsContest,
  CcsGroup,
  CcsJudgement,
  CcsLanguage,
  CcsOrganization,
  CcsPerson,
  CcsProblem,
  CcsRun,
  CcsScoreboard,
  CcsState,
  CcsSubmission,
  CcsTeam,
} from './ccs-types.js';
import { JUDGEMENT_TYPES } from './judgement-types.js';
import type { CcsJudgementType } from './judgement-types.js';
import { CCS_LANGUAGES } from './ccs-languages.js';

export type CcsSnapshot = {
  contest: CcsContest;
  state: CcsState;
  'judgement-types': readonly CcsJudgementType[];
  languages: CcsLanguage[];
  problems: CcsProblem[];
  /** The contest's categories (issue #36). */
  groups: CcsGroup[];
  /** The affiliations of a team contest's teams (issue #36); none in an individual contest. */
  organizations: CcsOrganization[];
  persons: CcsPerson[];
  accounts: CcsAccount[];
  teams: CcsTeam[];
  submissions: CcsSubmission[];
  judgements: CcsJudgement[];
  runs: CcsRun[];
  clarifications: CcsClarification[];
  awards: CcsAward[];
  scoreboard: CcsScoreboard;
};

export type SnapshotDeps = { contests: ContestRepository; ccs: CcsRepository };

export async function loadSnapshot(deps: SnapshotDeps, contest: ContestRow, now: Date): Promise<CcsSnapshot> {
  const [problemRows, participants, submissionRows, clarificationRows, cells] = await Promise.all([
    deps.ccs.problemsOf(contest.id),
    deps.ccs.participantsOf(contest.id),
    deps.ccs.submissionsOf(contest.id),
    deps.contests.clarificationsOf(contest.id, null),
    deps.ccs.juryCellsOf(contest.id),
  ]);
  const people = await deps.ccs.peopleOf([...new Set(participants.flatMap((p) => p.memberIds))]);
  const byParticipation = new Map(participants.map((p) => [p.participationId, p]));
  const problemOfLabel = new Map(problemRows.map((p) => [p.label, p.problemId]));
  const labels = problemRows.map((p) => p.label);

  const submissions: CcsSubmission[] = [];
  const judgements: CcsJudgement[] = [];
  const runs: CcsRun[] = [];
  for (const row of submissionRows) {
    const origin = originOf(contest, byParticipation.get(row.participationId));
    submissions.push(toCcsSubmission(row, origin));
    const judgement = toCcsJudgement(row, origin);
    if (judgement) judgements.push(judgement);
    runs.push(...toCcsRuns(row, origin));
  }

  const cellsOf = new Map<string, Map<string, ScoredCell>>();
  for (const cell of cells) {
    const own = cellsOf.get(cell.participationId) ?? new Map<string, ScoredCell>();
    own.set(cell.label, cell.jury);
    cellsOf.set(cell.participationId, own);
  }
  const boardRows = buildBoardRows(
    participants.map((p) => ({
      participationId: p.participationId,
      user: { _id: p.userId, firstName: p.firstName, lastName: p.lastName },
      cells: cellsOf.get(p.participationId) ?? new Map(),
    })),
    labels,
    contest.format,
  );
  const pending = submissionRows.filter((s) => s.status !== 'done').length;
  const state = toCcsState(contest, now, pending);
  const ctx = {
    contestStart: contest.startAt,
    // A team's question is any member's (issue #36).
    teamOfUser: new Map(
      participants.flatMap((p) => p.memberIds.map((userId): [string, string] => [userId, p.participationId])),
    ),
    problemOfLabel,
  };
  return {
    contest: toCcsContest(contest),
    state,
    'judgement-types': JUDGEMENT_TYPES,
    languages: CCS_LANGUAGES,
    problems: problemRows.map((p, i) => toCcsProblem(contest, p, i + 1)),
    groups: toCcsGroups(contest.categories),
    organizations: toCcsOrganizations(participants),
    ...toCcsPeople(participants, people),
    teams: participants.map((p, i) => toCcsTeam(p, i + 1)),
    submissions,
    judgements,
    runs,
    clarifications: clarificationRows.flatMap((row) => toCcsClarifications(row, ctx)),
    awards: toCcsAwards(boardRows, labels, { over: now >= contest.endAt, medals: medalsOf(contest) }),
    scoreboard: {
      time: absTime(now),
      contest_time: relTimeBetween(contest.startAt, now),
      state,
      rows: toCcsScoreboardRows(boardRows, contest.format, problemOfLabel),
    },
  };
}
