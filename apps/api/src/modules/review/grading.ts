import { REVIEW_FAST_SOLVE_MINUTES } from '@codecourt/contracts';
import type { Difficulty, ReviewRating, Verdict } from '@codecourt/contracts';

/** One judged submit in the attempt, oldest first. */
export type AttemptSubmit = { verdict: Verdict; at: Date };

export type Attempt = {
  difficulty: Difficulty;
  submits: AttemptSubmit[];
  /** When the user took a solution (Use This Solution, the editorial, the AI's full answer) during the attempt. */
  solutionTakenAt: Date[];
  /** When the attempt started, if known (a review opened); unknown, a first-try solve cannot be called fast. */
  startedAt?: Date;
};

/** Verdicts that say nothing about the user's answer: they are not a wrong try. */
const NOT_A_TRY: ReadonlySet<Verdict> = new Set(['Internal Error']);

/**
 * The FSRS grade an attempt earned, or undefined when it has no Accepted submit yet:
 * a solution taken before the accept is "again", wrong tries before it "hard", a first-try accept
 * within the difficulty's fast time "easy", anything else "good".
 */
export function gradeAttempt(attempt: Attempt): ReviewRating | undefined {
  const acceptedAt = attempt.submits.findIndex((s) => s.verdict === 'Accepted');
  const accept = attempt.submits[acceptedAt];
  if (!accept) return undefined;
  if (attempt.solutionTakenAt.some((at) => at <= accept.at)) return 'again';
  const wrongTries = attempt.submits.slice(0, acceptedAt).filter((s) => !NOT_A_TRY.has(s.verdict));
  if (wrongTries.length > 0) return 'hard';
  if (!attempt.startedAt) return 'good';
  const minutes = (accept.at.getTime() - attempt.startedAt.getTime()) / 60_000;
  return minutes <= REVIEW_FAST_SOLVE_MINUTES[attempt.difficulty] ? 'easy' : 'good';
}

/** When the attempt's grade was earned: its first Accepted submit. */
export function acceptedAt(submits: AttemptSubmit[]): Date | undefined {
  return submits.find((s) => s.verdict === 'Accepted')?.at;
}
