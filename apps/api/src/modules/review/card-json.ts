import type { ReviewCard } from '@codecourt/contracts';
import type { CardWithProblem } from './repository.js';

/** A stored card as the API answers it. */
export function cardJson({ card, problem }: CardWithProblem): ReviewCard {
  const { id, ...summary } = problem;
  return {
    problem: { _id: id, ...summary },
    due: card.due.toISOString(),
    state: card.state,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.lastReview.toISOString(),
    lastRating: card.lastRating,
  };
}
