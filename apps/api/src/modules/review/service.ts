import type { ReviewRating } from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { userViewer } from '../problems/visibility/problem-viewer.js';
import { acceptedAt, gradeAttempt } from './grading.js';
import type { CardWithProblem, ReviewRepository } from './repository.js';
import { schedule } from './scheduler.js';
import type { SolutionTakenSource } from './solution-taken.js';

export type ReviewServiceDeps = {
  cards: ReviewRepository;
  /** The visibility rule: only problems the user may see become cards. */
  problems: ProblemVisibility;
  solutionTaken: SolutionTakenSource;
  clock: () => Date;
};

/** Spaced review: every solved problem a card, graded from the user's own submits, scheduled with FSRS. */
export function createReviewService({ cards, problems, solutionTaken, clock }: ReviewServiceDeps) {
  /** Cards for problems solved since the last look, graded from the first solve. */
  const sync = async (userId: string): Promise<void> => {
    const solved = await problems.forViewer(userViewer(userId)).solvedBy(userId);
    const missing = new Set(
      await cards.withoutCard(
        userId,
        solved.map((p) => p.id),
      ),
    );
    for (const problem of solved.filter((p) => missing.has(p.id))) {
      const submits = await cards.submits(userId, problem.id, undefined);
      const at = acceptedAt(submits);
      if (!at) continue;
      const taken = await solutionTaken(userId, problem.id, undefined, at);
      const rating =
        gradeAttempt({ difficulty: problem.difficulty, submits, solutionTakenAt: taken }) ?? 'good';
      await cards.save(userId, problem.id, schedule(undefined, rating, at));
    }
  };

  return {
    async queue(userId: string): Promise<{ now: Date; due: CardWithProblem[]; upcoming: CardWithProblem[] }> {
      await sync(userId);
      const now = clock();
      const [due, upcoming] = await Promise.all([cards.due(userId, now), cards.upcoming(userId, now)]);
      return { now, due, upcoming };
    },

    /** Grades the review of a due card from the submits made since it was opened (or since the last grading). */
    async grade(
      userId: string,
      problemId: string,
      startedAt: Date | undefined,
    ): Promise<{ rating: ReviewRating; card: CardWithProblem }> {
      await sync(userId);
      const now = clock();
      const current = await cards.card(userId, problemId);
      if (!current) throw appError('reviewCardNotFound', 404);
      const { card, problem } = current;
      if (card.due > now) throw appError('reviewNotDue', 409);
      if (startedAt && (startedAt < card.lastReview || startedAt > now)) {
        throw appError('reviewStartInvalid', 400);
      }
      const since = startedAt ?? card.lastReview;
      const submits = await cards.submits(userId, problemId, since);
      const taken = await solutionTaken(userId, problemId, since, now);
      const rating = gradeAttempt({
        difficulty: problem.difficulty,
        submits,
        solutionTakenAt: taken,
        startedAt,
      });
      if (!rating) throw appError('reviewNotSolvedAgain', 409);
      await cards.save(userId, problemId, schedule(card, rating, now));
      const graded = await cards.card(userId, problemId);
      if (!graded) throw new Error('review card not stored');
      return { rating, card: graded };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
