import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { REVIEW_CARD_STATES, REVIEW_RATINGS } from '@codecourt/contracts';
import type { PlanStepDefinition } from '@codecourt/contracts';
import { problems } from './problems.js';
import { users } from './users.js';

/** The user a row belongs to: it goes with them. */
const userColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A user's row about a problem: it goes with either. */
const ownedByUserOnProblem = () => ({
  userId: userColumn(),
  problemId: uuid('problem_id')
    .notNull()
    .references(() => problems.id, { onDelete: 'cascade' }),
});

export const reviewCardStateEnum = pgEnum('review_card_state', REVIEW_CARD_STATES);
export const reviewRatingEnum = pgEnum('review_rating', REVIEW_RATINGS);

/**
 * A solved problem's FSRS card, one per user and problem. Kept apart from submissions and user_stats:
 * reviewing never feeds the ranking.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    ...ownedByUserOnProblem(),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: reviewCardStateEnum('state').notNull(),
    lastReview: timestamp('last_review', { withTimezone: true }).notNull(),
    lastRating: reviewRatingEnum('last_rating').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.problemId] }),
    index('review_cards_user_due_idx').on(table.userId, table.due),
  ],
);

/** Every grading, the first one from the solve included: the card's history. */
export const reviewLogs = pgTable(
  'review_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownedByUserOnProblem(),
    rating: reviewRatingEnum('rating').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    nextDue: timestamp('next_due', { withTimezone: true }).notNull(),
  },
  (table) => [index('review_logs_user_problem_idx').on(table.userId, table.problemId, table.reviewedAt)],
);

/** A study plan as served: seeded from plans/*.yaml when missing, then edited by admins. */
export const studyPlans = pgTable('study_plans', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  position: integer('position').notNull().default(100),
  steps: jsonb('steps').$type<PlanStepDefinition[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const planEnrolments = pgTable(
  'plan_enrolments',
  {
    userId: userColumn(),
    planSlug: text('plan_slug')
      .notNull()
      .references(() => studyPlans.slug, { onDelete: 'cascade', onUpdate: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.userId, table.planSlug] })],
);

export type ReviewCardRow = typeof reviewCards.$inferSelect;
export type StudyPlanRow = typeof studyPlans.$inferSelect;
