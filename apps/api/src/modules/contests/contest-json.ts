import type {
  ContestDetail,
  ContestProblem,
  ContestSubmitResponse,
  ContestSummary,
  Participation,
  TeamOnBoard,
} from '@codecourt/contracts';
import type { ContestRow, ParticipationRow } from '../../db/schema/index.js';
import { isFrozen, statusAt } from './contest-time.js';
import type { ContestProblemView } from './repository.js';
import type { SubmitAnswer } from '../submissions/service.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const medalsOf = (contest: Pick<ContestRow, 'goldMedals' | 'silverMedals' | 'bronzeMedals'>) => ({
  gold: contest.goldMedals,
  silver: contest.silverMedals,
  bronze: contest.bronzeMedals,
});

export function toContestSummary(
  contest: ContestRow,
  counts: { problemCount: number; participants: number },
  registered: boolean,
  now: Date,
): ContestSummary {
  return {
    _id: contest.id,
    slug: contest.slug,
    title: contest.title,
    format: contest.format,
    status: statusAt(contest, now),
    startAt: contest.startAt.toISOString(),
    endAt: contest.endAt.toISOString(),
    freezeAt: iso(contest.freezeAt),
    windowMinutes: contest.windowMinutes,
    problemCount: counts.problemCount,
    participants: counts.participants,
    registered,
    teamSize: contest.teamSize,
    rated: contest.rated,
    ratingsFinalisedAt: iso(contest.ratingsFinalisedAt),
    frozen: isFrozen(contest, now),
  };
}

export function toParticipation(
  row: (ParticipationRow & { team?: TeamOnBoard | null }) | undefined,
): Participation | null {
  if (!row) return null;
  return {
    startAt: iso(row.startAt),
    endAt: iso(row.endAt),
    ...(row.team ? { team: row.team } : {}),
    ...(row.category === null ? {} : { category: row.category }),
  };
}

/** `asAdmin` adds whether the problem stays public during the contest: the organiser's choice. */
export function toContestProblem(p: ContestProblemView, asAdmin = false): ContestProblem {
  return {
    label: p.label,
    problemId: p.problemId,
    title: p.title,
    difficulty: p.difficulty,
    points: p.points,
    ...(asAdmin ? { public: p.public } : {}),
  };
}

/** `problems` is what the viewer may see (empty before the start); the access code only for admins. */
export function toContestDetail(
  contest: ContestRow,
  summary: ContestSummary,
  view: {
    problems: ContestProblemView[];
    participation: (ParticipationRow & { team?: TeamOnBoard | null }) | undefined;
    isAdmin: boolean;
  },
): ContestDetail {
  return {
    ...summary,
    description: contest.description,
    penaltyMinutes: contest.penaltyMinutes,
    registration: contest.registration,
    medals: medalsOf(contest),
    categories: contest.categories,
    problems: view.problems.map((p) => toContestProblem(p, view.isAdmin)),
    participation: toParticipation(view.participation),
    ...(view.isAdmin ? { accessCode: contest.accessCode } : {}),
  };
}

/** A contest try's answer (a live or a virtual one): the practice submit's, with the contest and the label. */
export function toContestSubmitResponse(
  outcome: SubmitAnswer & { contestId: string; label: string },
): ContestSubmitResponse {
  return { ...outcome.body, contestId: outcome.contestId, label: outcome.label };
}
