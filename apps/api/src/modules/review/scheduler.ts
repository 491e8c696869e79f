import { Rating, State, createEmptyCard, fsrs } from 'ts-fsrs';
import type { Card, Grade } from 'ts-fsrs';
import type { ReviewCardState, ReviewRating } from '@codecourt/contracts';

/** A card's scheduling fields as stored (review_cards without its keys). */
export type CardFields = {
  due: Date;
  stability: number;
  difficulty: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: ReviewCardState;
  lastReview: Date;
  lastRating: ReviewRating;
};

const GRADES: Record<ReviewRating, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};
const STATES: Record<State, ReviewCardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};
const STATE_OF: Record<ReviewCardState, State> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
};

// Problems are re-solved days apart, not minutes: no same-day learning steps. No fuzz, so a fixed
// clock gives fixed due dates.
const scheduler = fsrs({ enable_fuzz: false, enable_short_term: false });

function toCard(fields: CardFields): Card {
  // From an empty card: the fields FSRS no longer reads (elapsed days) keep their neutral values.
  return {
    ...createEmptyCard(fields.lastReview),
    due: fields.due,
    stability: fields.stability,
    difficulty: fields.difficulty,
    scheduled_days: fields.scheduledDays,
    learning_steps: fields.learningSteps,
    reps: fields.reps,
    lapses: fields.lapses,
    state: STATE_OF[fields.state],
    last_review: fields.lastReview,
  };
}

/** The card after grading `rating` at `at`; a problem's first grading starts from an empty card. */
export function schedule(previous: CardFields | undefined, rating: ReviewRating, at: Date): CardFields {
  const card = previous ? toCard(previous) : createEmptyCard(at);
  const next = scheduler.next(card, at, GRADES[rating]).card;
  return {
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: STATES[next.state],
    lastReview: at,
    lastRating: rating,
  };
}
