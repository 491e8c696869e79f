import {
  CONTEST_DEFAULT_PENALTY_MINUTES,
  CONTEST_DEFAULT_POINTS,
  CONTEST_MESSAGES as M,
  CONTEST_SLUG_MAX_LENGTH,
} from '@codecourt/contracts';
import type {
  AnswerRequest,
  Clarification,
  ClarificationRequest,
  ContestDetail,
  ContestSummary,
  Problem,
  RegisterRequest,
  RevealState,
  RunRequest,
  RunResponse,
  StartWindowResponse,
  SubmitRequest,
  ValidContestInput,
} from '@codecourt/contracts';
import type { ContestRow, ParticipationRow, UserRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError, catalogueError, fieldError } from '../../lib/app-error.js';
import { toProblemJson } from '../problems/problem-json.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { viewerOf } from '../problems/visibility/problem-viewer.js';
import type { SubmissionService, SubmitAnswer, SubmitOptions } from '../submissions/service.js';
import { toClarification } from './clarification-json.js';
import { toContestDetail, toContestSummary } from './contest-json.js';
import { isInsideWindow, problemsVisible, statusAt, windowFrom, windowOnRegister } from './contest-time.js';
import type { ContestChange } from '../contest-scores/contest-changes.js';
import type { CachedContestCounts } from './contest-counts.js';
import type { ContestPageReads } from './contest-page-reads.js';
import type { ContestProblemValues, ContestRepository, ContestValues } from './repository.js';

const contestError = catalogueError(M);

export type ContestServiceDeps = {
  contests: ContestRepository;
  /**
   * The visibility rule: on top of the contest's own checks, a problem still secret (another contest
   * holding it has not ended) reads as absent to whoever the rule does not let see it.
   */
  problems: ProblemVisibility;
  /** The submission service over the same problems: a contest submit is an ordinary judged submission. */
  submissions: SubmissionService;
  now: () => Date;
  /** Where the reveal of a contest's frozen board stands (the live boards work out its order). */
  revealOf?: (contestId: string) => Promise<RevealState | undefined>;
  /** Brings this instance's boards up to date with a write it just made (read-your-writes). */
  caughtUp?: (change: ContestChange) => Promise<void>;
  /** The counts a contest page shows, kept until a registration or an edit (contest-counts.ts). */
  counts?: CachedContestCounts;
  /** The contest row and problem set a contest page shows, kept until an edit (contest-page-reads.ts). */
  pageReads?: ContestPageReads;
  /** Tells the participant who asked that their question was answered (the notifications module). */
  onClarificationAnswered?:
    | ((event: {
        clarificationId: string;
        askerId: string | null;
        contest: { slug: string; title: string };
      }) => Promise<void>)
    | undefined;
};

/** A viewer: signed in or not, admin or not. */
export type Viewer = Pick<UserRow, 'id' | 'role'> | undefined;

const notFound = () => contestError('contestNotFound', 404);
const isAdmin = (viewer: Viewer) => viewer?.role === 'admin';

function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTEST_SLUG_MAX_LENGTH)
    .replace(/-+$/g, '');
  return slug || 'contest';
}

/** The contest use cases: each reads like the rule of issue #22 it implements. */
export function createContestService(deps: ContestServiceDeps) {
  const { contests, now } = deps;
  const caughtUp = async (change: ContestChange) => {
    if (change.kind === 'contest') deps.pageReads?.forget();
    await deps.caughtUp?.(change);
  };

  const contestOf = async (ref: string): Promise<ContestRow> => {
    const contest = await contests.findByIdOrSlug(ref);
    if (!contest) throw notFound();
    return contest;
  };

  const valuesOf = async (input: ValidContestInput) => {
    const missing = await contests.existingProblemIds(input.problems.map((p) => p.problemId));
    if (input.problems.some((p) => !missing.has(p.problemId))) throw fieldError(M.problemsMissing);
    const values: ContestValues = {
      slug: input.slug ?? slugOf(input.title),
      title: input.title,
      description: input.description,
      format: input.format,
      startAt: new Date(input.startAt),
      endAt: new Date(input.endAt),
      freezeAt: input.freezeAt ? new Date(input.freezeAt) : null,
      windowMinutes: input.windowMinutes ?? null,
      penaltyMinutes: input.penaltyMinutes ?? CONTEST_DEFAULT_PENALTY_MINUTES[input.format],
      registration: input.registration,
      accessCode: input.registration === 'code' ? (input.accessCode ?? null) : null,
      rated: input.rated,
      teamSize: input.teamSize,
      goldMedals: input.medals.gold,
      silverMedals: input.medals.silver,
      bronzeMedals: input.medals.bronze,
      categories: input.categories,
    };
    const set: ContestProblemValues[] = input.problems.map((p) => ({
      label: p.label,
      problemId: p.problemId,
      points: p.points ?? CONTEST_DEFAULT_POINTS[input.format],
      public: p.public,
    }));
    return { values, set };
  };

  const slugTaken = (error: unknown) =>
    isUniqueViolation(error) ? contestError('slugTaken', 409, error) : error;

  /** The caller's participation, which must exist: 403 otherwise. */
  const participationOf = async (contest: ContestRow, user: UserRow): Promise<ParticipationRow> => {
    const participation = await contests.participation(contest.id, user.id);
    if (!participation) throw contestError('notRegistered', 403);
    return participation;
  };

  /** Where a participant's try goes: their open window and the problem of that label. */
  const contestTarget = async (ref: string, label: string, user: UserRow) => {
    const contest = await contestOf(ref);
    const participation = await participationOf(contest, user);
    const at = now();
    if (!isInsideWindow(contest, participation, at)) {
      const waiting = contest.windowMinutes !== null && !participation.startAt && at < contest.endAt;
      throw new AppError('outsideWindow', waiting ? M.windowNotStarted : M.outsideWindow, 403);
    }
    const problem = (await contests.problemsOf(contest.id)).find((p) => p.label === label);
    if (!problem) throw contestError('labelNotFound', 404);
    return { contest, participation, problem };
  };

  /** The category a registration names: one of the contest's, required when it has any. */
  const categoryOf = (contest: ContestRow, category: string | undefined): string | null => {
    if (contest.categories.length === 0) return null;
    if (category === undefined) throw fieldError(M.categoryRequired);
    if (!contest.categories.includes(category)) throw fieldError(M.categoryUnknown);
    return category;
  };

  const registered = async (
    contest: ContestRow,
    user: UserRow,
    { teamId, category }: RegisterRequest,
  ): Promise<ParticipationRow> => {
    const values = { ...windowOnRegister(contest), category: categoryOf(contest, category) };
    if (contest.teamSize === 1) {
      if (teamId !== undefined) throw fieldError(M.teamNotAllowed);
      return contests.register(contest.id, user.id, values);
    }
    if (teamId === undefined) throw fieldError(M.teamRequired);
    const outcome = await contests.registerTeam(contest, teamId, user.id, values);
    if (outcome.refused === undefined) return outcome.participation;
    // A team the caller is not in and one that does not exist read alike: ids cannot be probed here.
    if (outcome.refused === 'notMember') throw contestError('notTeamMember', 403);
    if (outcome.refused === 'tooLarge') throw contestError('teamTooLarge', 409);
    throw contestError('alreadyInRegisteredTeam', 409);
  };

  const summaryOf = async (contest: ContestRow, viewer: Viewer) => {
    const participation = viewer ? await contests.participation(contest.id, viewer.id) : undefined;
    const counts = await (deps.counts?.of ?? contests.countsOf)(contest.id);
    const summary = toContestSummary(contest, counts, !!participation, now());
    return { summary, participation };
  };

  return {
    async list(viewer: Viewer): Promise<ContestSummary[]> {
      const mine = new Set(
        viewer ? (await contests.participationsOf(viewer.id)).map((p) => p.contestId) : [],
      );
      const at = now();
      return (await contests.listWithCounts()).map((c) => toContestSummary(c, c, mine.has(c.id), at));
    },

    async detail(ref: string, viewer: Viewer): Promise<ContestDetail> {
      const page = deps.pageReads ?? {
        contest: (r: string) => contests.findByIdOrSlug(r),
        problemsOf: (contestId: string) => contests.problemsOf(contestId),
      };
      const contest = await page.contest(ref);
      if (!contest) throw notFound();
      const { summary, participation } = await summaryOf(contest, viewer);
      const admin = isAdmin(viewer);
      const visible = problemsVisible(contest, participation, { isAdmin: admin }, now());
      // On top of the contest's own clock, the rule: a problem another unfinished contest holds secret, or
      // one of a running contest the viewer takes no part in, is not named (D16).
      const problems = visible
        ? await deps.problems
            .forViewer(viewerOf(viewer))
            .keepVisible(await page.problemsOf(contest.id), (p) => p.problemId, 'own')
        : [];
      return toContestDetail(contest, summary, { problems, participation, isAdmin: admin });
    },

    async create(input: ValidContestInput, admin: Viewer): Promise<ContestDetail> {
      const { values, set } = await valuesOf(input);
      const row = await contests.insert(values, set).catch((error: unknown) => {
        throw slugTaken(error);
      });
      deps.problems.secretsChanged();
      return this.detail(row.id, admin);
    },

    async update(id: string, input: ValidContestInput, admin: Viewer): Promise<ContestDetail> {
      const contest = await contestOf(id);
      const { values, set } = await valuesOf(input);
      // Who takes part (a person or a team) is settled by the first registration.
      if (values.teamSize !== contest.teamSize && (await contests.countsOf(contest.id)).participants > 0)
        throw contestError('teamSizeLocked', 409);
      const kept = new Set(values.categories);
      for (const used of await contests.categoriesInUse(contest.id))
        if (!kept.has(used)) throw contestError('categoryInUse', 409);
      const row = await contests.update(contest.id, values, set).catch((error: unknown) => {
        throw slugTaken(error);
      });
      if (!row) throw notFound();
      deps.problems.secretsChanged();
      deps.counts?.forget(row.id);
      await caughtUp({ kind: 'contest', contestId: row.id });
      return this.detail(row.id, admin);
    },

    async remove(id: string): Promise<void> {
      const contest = await contestOf(id);
      if (!(await contests.remove(contest.id))) throw notFound();
      deps.problems.secretsChanged();
      deps.pageReads?.forget();
    },

    async unfreeze(id: string): Promise<void> {
      const contest = await contestOf(id);
      if (!contest.freezeAt || contest.unfrozenAt) throw contestError('notFrozen', 409);
      await contests.unfreeze(contest, now());
      await caughtUp({ kind: 'contest', contestId: contest.id });
    },

    /**
     * One step of the reveal (issue #36), forward or back, once the contest is over and its board still
     * frozen: step k shows the first k hidden cells in the resolver's order; the last lifts the freeze.
     */
    async reveal(id: string, step: number): Promise<RevealState> {
      const contest = await contestOf(id);
      if (!contest.freezeAt || contest.unfrozenAt) throw contestError('notFrozen', 409);
      if (now() < contest.endAt) throw contestError('revealBeforeEnd', 409);
      const state = await deps.revealOf?.(contest.id);
      const steps = state?.steps ?? 0;
      if (step > steps) throw fieldError(M.revealStepInvalid);
      if (step === steps) await contests.unfreeze(contest, now(), step);
      else await contests.setRevealStep(contest.id, step);
      await caughtUp({ kind: 'contest', contestId: contest.id });
      if (step === steps) return { step, steps, next: null, done: true };
      return (await deps.revealOf?.(contest.id)) ?? { step, steps, next: null, done: false };
    },

    /** An individual registers themselves; in a team contest a member registers the whole team. */
    async register(id: string, user: UserRow, request: RegisterRequest): Promise<void> {
      const contest = await contestOf(id);
      if (now() >= contest.endAt) throw contestError('contestEnded', 409);
      if (contest.registration === 'closed') throw contestError('registrationClosed', 403);
      if (contest.registration === 'code' && request.accessCode !== contest.accessCode)
        throw contestError('wrongAccessCode', 403);
      const participation = await registered(contest, user, request);
      deps.counts?.forget(contest.id);
      await caughtUp({ kind: 'cells', contestId: contest.id, participationId: participation.id });
    },

    async unregister(id: string, user: UserRow): Promise<void> {
      const contest = await contestOf(id);
      const participation = await participationOf(contest, user);
      const startedFor = participation.startAt ?? (contest.windowMinutes === null ? contest.startAt : null);
      if (startedFor && now() >= startedFor) throw contestError('alreadyStarted', 409);
      await contests.unregister(participation);
      deps.counts?.forget(contest.id);
      await caughtUp({ kind: 'contest', contestId: contest.id });
    },

    async start(id: string, user: UserRow): Promise<StartWindowResponse> {
      const contest = await contestOf(id);
      if (contest.windowMinutes === null) throw contestError('noWindow', 409);
      const participation = await participationOf(contest, user);
      const at = now();
      if (at < contest.startAt) throw contestError('notStarted', 409);
      if (at >= contest.endAt) throw contestError('contestEnded', 409);
      const window = windowFrom(contest, contest.windowMinutes, at);
      const opened = await contests.startWindow(participation.id, window.startAt, window.endAt);
      if (!opened) throw contestError('windowAlreadyStarted', 409);
      return { startAt: window.startAt.toISOString(), endAt: window.endAt.toISOString() };
    },

    /** The problem's statement for the contest workspace: no reference solutions or video while it is secret. */
    async problem(id: string, label: string, viewer: Viewer): Promise<Problem> {
      const contest = await contestOf(id);
      const participation = viewer ? await contests.participation(contest.id, viewer.id) : undefined;
      const admin = isAdmin(viewer);
      const ended = statusAt(contest, now()) === 'Completed';
      if (!admin && !ended && !participation) throw contestError('notRegistered', 403);
      if (!problemsVisible(contest, participation, { isAdmin: admin }, now()))
        throw new AppError('notStarted', M.problemsHiddenUntilStart, 403);
      const entry = (await contests.problemsOf(contest.id)).find((p) => p.label === label);
      const view = entry
        ? await deps.problems.forViewer(viewerOf(viewer)).findStatement(entry.problemId)
        : undefined;
      if (!view) throw contestError('labelNotFound', 404);
      const problem = toProblemJson(view);
      if (view.access === 'full' && (admin || ended)) return problem;
      const { secureUrl: _url, thumbnailUrl: _thumb, duration: _duration, ...statement } = problem;
      return { ...statement, referenceSolution: [], editorial: false };
    },

    async submit(
      id: string,
      label: string,
      user: UserRow,
      body: SubmitRequest,
      options: SubmitOptions,
    ): Promise<SubmitAnswer & { contestId: string; label: string }> {
      const { contest, participation, problem } = await contestTarget(id, label, user);
      const answer = await deps.submissions.submit(user.id, problem.problemId, body, {
        ...options,
        judgeAll: contest.format === 'ioi',
        priority: 'contest',
        beforeJudging: (submission) =>
          contests.linkSubmission({
            submissionId: submission.id,
            contestId: contest.id,
            participationId: participation.id,
            label,
          }),
      });
      await caughtUp({ kind: 'cells', contestId: contest.id, participationId: participation.id });
      return { ...answer, contestId: contest.id, label };
    },

    async run(
      id: string,
      label: string,
      user: UserRow,
      body: RunRequest,
      options: Pick<SubmitOptions, 'idempotencyKey' | 'requestId'>,
    ): Promise<RunResponse> {
      const { problem } = await contestTarget(id, label, user);
      return deps.submissions.run(user.id, problem.problemId, body, options);
    },

    async ask(id: string, user: UserRow, body: ClarificationRequest): Promise<Clarification> {
      const contest = await contestOf(id);
      if (!isAdmin(user) && !(await contests.participation(contest.id, user.id)))
        throw new AppError('notRegistered', M.clarificationNeedsRegistration, 403);
      if (body.label && !(await contests.problemsOf(contest.id)).some((p) => p.label === body.label))
        throw contestError('labelNotFound', 400);
      const row = await contests.insertClarification({
        contestId: contest.id,
        kind: 'clarification',
        userId: user.id,
        label: body.label ?? null,
        text: body.text,
        broadcast: false,
      });
      return this.clarification(row.id);
    },

    async clarification(clarificationId: string): Promise<Clarification> {
      const row = await contests.findClarification(clarificationId);
      if (!row) throw contestError('clarificationNotFound', 404);
      return toClarification(row);
    },

    async clarifications(id: string, user: UserRow): Promise<Clarification[]> {
      const contest = await contestOf(id);
      return (await contests.clarificationsOf(contest.id, isAdmin(user) ? null : user.id)).map(
        toClarification,
      );
    },

    async answer(id: string, clarificationId: string, body: AnswerRequest & { broadcast: boolean }) {
      const contest = await contestOf(id);
      const answered = await contests.answerClarification(contest.id, clarificationId, body, now());
      if (!answered) throw contestError('clarificationNotFound', 404);
      const row = await contests.findClarification(clarificationId);
      await deps.onClarificationAnswered?.({
        clarificationId,
        askerId: row?.userId ?? null,
        contest: { slug: contest.slug, title: contest.title },
      });
      return this.clarification(clarificationId);
    },

    async announce(id: string, text: string): Promise<Clarification> {
      const contest = await contestOf(id);
      const row = await contests.insertClarification({
        contestId: contest.id,
        kind: 'announcement',
        userId: null,
        label: null,
        text,
        broadcast: true,
      });
      return this.clarification(row.id);
    },

    /** 404 for a contest that does not exist, before a board or stream is touched. */
    async idOf(ref: string): Promise<string> {
      return (await contestOf(ref)).id;
    },

    forbiddenJury: () => new AppError('forbidden', M.juryAdminsOnly, 403),
  };
}

export type ContestService = ReturnType<typeof createContestService>;
