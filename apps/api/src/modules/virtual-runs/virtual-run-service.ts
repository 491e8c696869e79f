// Virtual runs (issue #23 item 1), each use case as its rule reads: start after the end, submit only inside
// the run, see the field as it stood at your elapsed second, compare at the end; replay a past board.
import { CONTEST_MESSAGES, VIRTUAL_RUN_MESSAGES as M } from '@codecourt/contracts';
import type {
  MyVirtualRun,
  ReplayBoard,
  RunRequest,
  RunResponse,
  SubmitRequest,
  UpsolvedResponse,
  VirtualRun,
  VirtualRunDetail,
} from '@codecourt/contracts';
import type { ContestRow, ParticipationRow, UserRow } from '../../db/schema/index.js';
import { AppError, catalogueError } from '../../lib/app-error.js';
import { membersOf } from '../contests/board-rows.js';
import { isFrozen } from '../contests/contest-time.js';
import type { ContestRepository } from '../contests/repository.js';
import type { SubmissionService, SubmitAnswer, SubmitOptions } from '../submissions/service.js';
import { compareRun } from './comparison.js';
import { boardAt } from './replay-board.js';
import type { Entrant, ReplayRules } from './replay-board.js';
import type { VirtualRunRepository } from './virtual-run-repository.js';

const contestError = catalogueError(CONTEST_MESSAGES);
const virtualRunError = catalogueError(M);

export type VirtualRunServiceDeps = {
  contests: ContestRepository;
  runs: VirtualRunRepository;
  submissions: SubmissionService;
  now: () => Date;
  /** How long a contest's field (read once per contest) is reused: it only changes on a rejudge. */
  fieldMaxAgeMs: number;
};
type Page = { page: number; limit: number };

const MINUTE_MS = 60_000;
const notFound = () => contestError('contestNotFound', 404);
const runNotFound = () => virtualRunError('runNotFound', 404);

/** A run lasts as long as the contest did for one participant: its window, or start to end. */
export const lengthOf = (contest: Pick<ContestRow, 'startAt' | 'endAt' | 'windowMinutes'>): number =>
  contest.windowMinutes !== null
    ? contest.windowMinutes * MINUTE_MS
    : contest.endAt.getTime() - contest.startAt.getTime();

const toRun = (row: ParticipationRow, at: Date): VirtualRun => ({
  _id: row.id,
  contestId: row.contestId,
  startAt: (row.startAt ?? at).toISOString(),
  endAt: (row.endAt ?? at).toISOString(),
  ended: row.endAt !== null && at >= row.endAt,
});

export function createVirtualRunService(deps: VirtualRunServiceDeps) {
  const { contests, runs, now } = deps;
  const fields = new Map<string, { readAt: number; field: Promise<Entrant[]> }>();

  const fieldOf = (contest: ContestRow): Promise<Entrant[]> => {
    const at = now().getTime();
    const known = fields.get(contest.id);
    if (known && at - known.readAt < deps.fieldMaxAgeMs) return known.field;
    const field = runs.fieldOf(contest.id, contest.startAt);
    fields.set(contest.id, { readAt: at, field });
    field.catch(() => fields.delete(contest.id));
    return field;
  };

  const endedContest = async (ref: string, notEnded: string): Promise<ContestRow> => {
    const contest = await contests.findByIdOrSlug(ref);
    if (!contest) throw notFound();
    if (now() < contest.endAt) throw new AppError('contestNotEnded', notEnded, 409);
    // The field and the replay are the jury's truth: while the board is frozen they would show it early.
    if (isFrozen(contest, now())) throw new AppError('contestFrozen', M.stillFrozen, 409);
    return contest;
  };

  const rulesOf = async (contest: ContestRow): Promise<ReplayRules> => ({
    format: contest.format,
    penaltyMinutes: contest.penaltyMinutes,
    problems: await contests.problemsOf(contest.id),
  });

  const runOf = async (contest: ContestRow, runId: string, user: UserRow) => {
    const run = await runs.findRun(runId, contest.id, user.id);
    if (!run?.startAt || !run.endAt) throw runNotFound();
    return { ...run, startAt: run.startAt, endAt: run.endAt };
  };

  /**
   * The field plus the run's own entrant, at the run's elapsed time now (its whole length once over). A
   * runner who took part live races the others, not their own earlier self: their live row is left out.
   */
  const runBoard = async (contest: ContestRow, run: ParticipationRow & { startAt: Date }, user: UserRow) => {
    const rules = await rulesOf(contest);
    // A runner who took part live, alone or in a team, races the others, not their own earlier row.
    const field = (await fieldOf(contest)).filter((entrant) => !membersOf(entrant).includes(user.id));
    const me: Entrant = {
      participationId: run.id,
      user: { _id: user.id, firstName: user.firstName, lastName: user.lastName },
      startAt: run.startAt,
      tries: await runs.triesOf(run.id),
    };
    const length = lengthOf(contest);
    const elapsedMs = Math.min(length, Math.max(0, now().getTime() - run.startAt.getTime()));
    const rows = boardAt([...field, me], rules, elapsedMs).map((row) => ({
      ...row,
      virtual: row.participationId === run.id,
    }));
    return { rows, elapsedMs, length, rules };
  };

  const pageOf = (
    contest: ContestRow,
    rows: (ReplayBoard['rows'][number] & { participationId: string })[],
    elapsedMs: number,
    length: number,
    { page, limit }: Page,
  ): ReplayBoard => ({
    contestId: contest.id,
    format: contest.format,
    elapsedSeconds: Math.floor(elapsedMs / 1000),
    durationSeconds: Math.floor(length / 1000),
    total: rows.length,
    rows: rows.slice((page - 1) * limit, page * limit).map(({ participationId: _id, ...row }) => row),
  });

  /** The run must be open now: its tries count for its board only. */
  const openTarget = async (ref: string, runId: string, label: string, user: UserRow) => {
    const contest = await contests.findByIdOrSlug(ref);
    if (!contest) throw notFound();
    const run = await runOf(contest, runId, user);
    const at = now();
    if (at < run.startAt || at >= run.endAt) throw virtualRunError('runOver', 409);
    const problem = (await contests.problemsOf(contest.id)).find((p) => p.label === label);
    if (!problem) throw contestError('labelNotFound', 404);
    return { contest, run, problem };
  };

  return {
    async start(ref: string, user: UserRow): Promise<VirtualRun> {
      const contest = await endedContest(ref, M.notEnded);
      const at = now();
      const row = await runs.insertRun({
        contestId: contest.id,
        userId: user.id,
        startAt: at,
        endAt: new Date(at.getTime() + lengthOf(contest)),
      });
      return toRun(row, at);
    },

    async list(ref: string, user: UserRow): Promise<VirtualRun[]> {
      const contest = await contests.findByIdOrSlug(ref);
      if (!contest) throw notFound();
      const at = now();
      return (await runs.runsOf(contest.id, user.id)).map((row) => toRun(row, at));
    },

    async detail(ref: string, runId: string, user: UserRow, page: Page): Promise<VirtualRunDetail> {
      const contest = await contests.findByIdOrSlug(ref);
      if (!contest) throw notFound();
      const run = await runOf(contest, runId, user);
      const { rows, elapsedMs, length } = await runBoard(contest, run, user);
      const mine = rows.find((row) => row.virtual);
      const board = pageOf(contest, rows, elapsedMs, length, page);
      const ended = now() >= run.endAt;
      const comparison =
        ended && mine
          ? compareRun(
              mine,
              rows.filter((row) => !row.virtual),
            )
          : null;
      return {
        run: toRun(run, now()),
        board: mine ? { ...board, me: stripId(mine) } : board,
        comparison,
      };
    },

    async submit(
      ref: string,
      runId: string,
      label: string,
      user: UserRow,
      body: SubmitRequest,
      options: SubmitOptions,
    ): Promise<SubmitAnswer & { contestId: string; label: string }> {
      const { contest, run, problem } = await openTarget(ref, runId, label, user);
      const answer = await deps.submissions.submit(user.id, problem.problemId, body, {
        ...options,
        judgeAll: contest.format === 'ioi',
        beforeJudging: (submission) =>
          runs.linkSubmission({ submissionId: submission.id, participationId: run.id, label }),
      });
      return { ...answer, contestId: contest.id, label };
    },

    async run(
      ref: string,
      runId: string,
      label: string,
      user: UserRow,
      body: RunRequest,
      options: Pick<SubmitOptions, 'idempotencyKey' | 'requestId'>,
    ): Promise<RunResponse> {
      const { problem } = await openTarget(ref, runId, label, user);
      return deps.submissions.run(user.id, problem.problemId, body, options);
    },

    /** Spectating: the original field at `at` seconds from each participant's start. */
    async replay(ref: string, atSeconds: number, page: Page): Promise<ReplayBoard> {
      const contest = await endedContest(ref, M.replayNotEnded);
      const rules = await rulesOf(contest);
      const length = lengthOf(contest);
      const elapsedMs = Math.min(length, atSeconds * 1000);
      const rows = boardAt(await fieldOf(contest), rules, elapsedMs).map((row) => ({
        ...row,
        virtual: false,
      }));
      return pageOf(contest, rows, elapsedMs, length, page);
    },

    /** Labels of the problems the caller had accepted after the end (none before it ends). */
    async upsolved(ref: string, user: UserRow): Promise<UpsolvedResponse> {
      const contest = await contests.findByIdOrSlug(ref);
      if (!contest) throw notFound();
      if (now() < contest.endAt) return { labels: [] };
      const set = await contests.problemsOf(contest.id);
      const solved = await runs.acceptedSince(
        user.id,
        set.map((p) => p.problemId),
        contest.endAt,
      );
      return { labels: set.filter((p) => solved.has(p.problemId)).map((p) => p.label) };
    },

    /** The caller's runs for the profile, each with where it stands (or finished) among the field. */
    async mine(user: UserRow): Promise<MyVirtualRun[]> {
      const at = now();
      const result: MyVirtualRun[] = [];
      for (const { run, contest } of await runs.runsOfUser(user.id)) {
        if (!run.startAt) continue;
        const { rows } = await runBoard(contest, { ...run, startAt: run.startAt }, user);
        const mine = rows.find((row) => row.virtual);
        result.push({
          ...toRun(run, at),
          contest: { slug: contest.slug, title: contest.title },
          rank: mine?.rank ?? rows.length,
          of: rows.length,
          solved: mine?.solved ?? 0,
          score: mine?.score ?? 0,
        });
      }
      return result;
    },
  };
}

function stripId<T extends { participationId: string }>({ participationId: _id, ...row }: T) {
  return row;
}

export type VirtualRunService = ReturnType<typeof createVirtualRunService>;
