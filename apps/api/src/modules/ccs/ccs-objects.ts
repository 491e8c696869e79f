// Our rows as Contest API objects (ccs-specs 2023-06): pure functions, so the endpoints, the event feed and
// the table tests agree on one reading. Ids are our uuids (36 characters: the spec's ID allows exactly that).
import { createHash } from 'node:crypto';
import type { Verdict } from '@codecourt/contracts';
import type { ContestRow } from '../../db/schema/index.js';
import type { StoredJudgedTest } from '../../db/schema/submissions.js';
import { absTime, absTimeOrNull, relTimeBetween } from './ccs-time.js';
import type {
  CcsAccount,
  CcsContest,
  CcsGroup,
  CcsJudgement,
  CcsOrganization,
  CcsPerson,
  CcsProblem,
  CcsRun,
  CcsState,
  CcsSubmission,
  CcsTeam,
} from './ccs-types.js';
import { judgementTypeOf } from './judgement-types.js';

export type ContestProblemRow = {
  problemId: string;
  label: string;
  title: string;
  points: number;
  timeLimitMs: number;
  testCount: number;
};

export type ParticipantRow = {
  participationId: string;
  firstName: string;
  lastName: string | null;
  /** In a team contest (issue #36), the team the participation is. */
  team?: { name: string; affiliation: string | null; country: string | null } | null | undefined;
  /** The participant's own start (windowed contests): their contest time counts from it. */
  startAt: Date | null;
  /** The contest category registered in (issue #36): the team's group. */
  category?: string | null | undefined;
};

export type ContestSubmissionRow = {
  id: string;
  participationId: string;
  problemId: string;
  language: string;
  status: 'pending' | 'judging' | 'done';
  verdict: Verdict | null;
  tests: StoredJudgedTest[];
  runtimeMs: number | null;
  score: number | null;
  createdAt: Date;
  judgedAt: Date | null;
};

const isScoreContest = (contest: Pick<ContestRow, 'format'>) => contest.format === 'ioi';

export function toCcsContest(contest: ContestRow): CcsContest {
  return {
    id: contest.id,
    name: contest.title,
    formal_name: contest.title,
    start_time: absTime(contest.startAt),
    duration: relTimeBetween(contest.startAt, contest.endAt),
    scoreboard_freeze_duration: contest.freezeAt ? relTimeBetween(contest.freezeAt, contest.endAt) : null,
    scoreboard_thaw_time: absTimeOrNull(contest.unfrozenAt),
    scoreboard_type: isScoreContest(contest) ? 'score' : 'pass-fail',
    penalty_time: contest.penaltyMinutes,
  };
}

/**
 * The contest's state at `now`. It is final once it has ended, any freeze is lifted and nothing waits for a
 * verdict; we send no updates after that, so end_of_updates is the same instant.
 */
export function toCcsState(contest: ContestRow, now: Date, pendingSubmissions: number): CcsState {
  const reached = (at: Date | null) => (at && now >= at ? absTime(at) : null);
  const ended = now >= contest.endAt;
  const thawed = contest.unfrozenAt;
  const final = ended && (contest.freezeAt === null || thawed !== null) && pendingSubmissions === 0;
  const finalAt = final ? new Date(Math.max(contest.endAt.getTime(), thawed?.getTime() ?? 0)) : null;
  const frozenAt = contest.freezeAt && contest.freezeAt < contest.endAt ? contest.freezeAt : null;
  return {
    started: reached(contest.startAt),
    frozen: reached(frozenAt),
    ended: reached(contest.endAt),
    thawed: absTimeOrNull(thawed),
    finalized: absTimeOrNull(finalAt),
    end_of_updates: absTimeOrNull(finalAt),
  };
}

export function toCcsProblem(contest: Pick<ContestRow, 'format'>, p: ContestProblemRow, ordinal: number) {
  const problem: CcsProblem = {
    id: p.problemId,
    label: p.label,
    name: p.title,
    ordinal,
    time_limit: p.timeLimitMs / 1000,
    test_data_count: p.testCount,
  };
  return isScoreContest(contest) ? { ...problem, max_score: p.points } : problem;
}

/**
 * An organization's id from its name: the same affiliation is one organization in every contest and in
 * every snapshot (the event feed diffs them), within the spec's identifier.
 */
export const organizationIdOf = (affiliation: string) =>
  `org-${createHash('sha256').update(affiliation).digest('hex').slice(0, 16)}`;

/** A group's id from its category's name: the same in every snapshot, within the spec's identifier. */
export const groupIdOf = (category: string) =>
  `group-${createHash('sha256').update(category).digest('hex').slice(0, 16)}`;

/** The contest's categories (issue #36) as the Contest API's groups. */
export const toCcsGroups = (categories: readonly string[]): CcsGroup[] =>
  categories.map((name) => ({ id: groupIdOf(name), name }));

/**
 * One team per participant; `label` is their registration number (1, 2, …), as printed on a resolver. In
 * a team contest it is the team, with its affiliation as its organization.
 */
export function toCcsTeam(p: ParticipantRow, label: number): CcsTeam {
  const name = p.team ? p.team.name : fullName(p);
  return {
    id: p.participationId,
    label: String(label),
    name,
    display_name: name,
    organization_id: p.team?.affiliation ? organizationIdOf(p.team.affiliation) : null,
    group_ids: p.category ? [groupIdOf(p.category)] : [],
    hidden: false,
  };
}

/** The organizations the teams name, once each; the country is the first its teams give. */
export function toCcsOrganizations(participants: readonly ParticipantRow[]): CcsOrganization[] {
  const byId = new Map<string, CcsOrganization>();
  for (const { team } of participants) {
    if (!team?.affiliation) continue;
    const id = organizationIdOf(team.affiliation);
    const known = byId.get(id);
    if (known && (known.country || !team.country)) continue;
    byId.set(id, { id, name: team.affiliation, formal_name: team.affiliation, country: team.country });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

/** A person's name as the Contest API shows it: first and last, as a team of one is named. */
const fullName = (p: { firstName: string; lastName: string | null }) =>
  [p.firstName, p.lastName ?? ''].filter((part) => part.trim() !== '').join(' ');

/**
 * The people of the teams and their accounts: each member of a team contest's team, or the participant of
 * an individual contest, in the team their participation is. Sorted by id: the feed diffs them.
 */
export function toCcsPeople(
  participants: readonly { participationId: string; memberIds: readonly string[] }[],
  people: readonly { id: string; firstName: string; lastName: string | null; email: string }[],
): { persons: CcsPerson[]; accounts: CcsAccount[] } {
  const byId = new Map(people.map((person) => [person.id, person]));
  const seats = participants
    .flatMap((p) => p.memberIds.map((userId) => ({ userId, teamId: p.participationId })))
    .sort((a, b) => a.userId.localeCompare(b.userId));
  const persons: CcsPerson[] = [];
  const accounts: CcsAccount[] = [];
  for (const { userId, teamId } of seats) {
    const person = byId.get(userId);
    if (!person) continue;
    persons.push({ id: userId, team_id: teamId, name: fullName(person), role: 'contestant' });
    accounts.push({ id: userId, username: person.email, type: 'team', team_id: teamId, person_id: userId });
  }
  return { persons, accounts };
}

/** Where a participant's contest time counts from: their own start, else the contest's. */
export const originOf = (contest: Pick<ContestRow, 'startAt'>, participant: ParticipantRow | undefined) =>
  participant?.startAt ?? contest.startAt;

/**
 * Sources are not served (no `files` href to follow): the array is empty. Java's entry point is not
 * stored (the judge finds the class), so it is null; other languages leave it out (the schema's rule).
 */
export function toCcsSubmission(s: ContestSubmissionRow, origin: Date): CcsSubmission {
  const submission: CcsSubmission = {
    id: s.id,
    language_id: s.language,
    problem_id: s.problemId,
    team_id: s.participationId,
    time: absTime(s.createdAt),
    contest_time: relTimeBetween(origin, s.createdAt),
    files: [],
  };
  return s.language === 'java' ? { ...submission, entry_point: null } : submission;
}

/**
 * One judgement per submission (a rejudge replaces it), from when it was queued; none while it waits.
 * The start is the submit time: when a judge picked it up is not stored.
 */
export function toCcsJudgement(s: ContestSubmissionRow, origin: Date): CcsJudgement | undefined {
  if (s.status === 'pending') return undefined;
  const started = {
    id: s.id,
    submission_id: s.id,
    start_time: absTime(s.createdAt),
    start_contest_time: relTimeBetween(origin, s.createdAt),
  };
  if (s.status !== 'done' || s.verdict === null || s.judgedAt === null) return started;
  return {
    ...started,
    judgement_type_id: judgementTypeOf(s.verdict),
    ...(s.score === null ? {} : { score: Math.max(0, s.score) }),
    end_time: absTime(s.judgedAt),
    end_contest_time: relTimeBetween(origin, s.judgedAt),
    max_run_time: s.runtimeMs === null ? null : s.runtimeMs / 1000,
  };
}

/** A run's id: the submission's hex (32) and the test's index in base 36, within the spec's 36 characters. */
export const runIdOf = (submissionId: string, index: number) =>
  `${submissionId.replaceAll('-', '')}-${index.toString(36)}`;

/** One run per judged test, at the judgement's end (per-test times of day are not stored). */
export function toCcsRuns(s: ContestSubmissionRow, origin: Date): CcsRun[] {
  if (s.status !== 'done' || s.judgedAt === null) return [];
  const at = s.judgedAt;
  return s.tests.map((test, i) => ({
    id: runIdOf(s.id, test.index),
    judgement_id: s.id,
    ordinal: i + 1,
    judgement_type_id: judgementTypeOf(test.verdict),
    time: absTime(at),
    contest_time: relTimeBetween(origin, at),
    ...(test.timeMs === undefined ? {} : { run_time: test.timeMs / 1000 }),
  }));
}
