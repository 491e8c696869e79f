import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SOLUTION_TAKE_SOURCES } from '@codecourt/contracts';
import { languageId, problems } from './problems.js';
import { users } from './users.js';

/** A user's own row about a problem: both go, and it goes with them. */
const ownedByUserOnProblem = () => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  problemId: uuid('problem_id')
    .notNull()
    .references(() => problems.id, { onDelete: 'cascade' }),
});

/** The daily problem, stored once per UTC day so a later change to the library does not change the day's choice. */
export const dailyProblems = pgTable(
  'daily_problems',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('daily_problems_problem_idx').on(table.problemId)],
);

/** A user's private Markdown note on a problem; one per user and problem. */
export const problemNotes = pgTable(
  'problem_notes',
  {
    ...ownedByUserOnProblem(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.problemId] }),
    index('problem_notes_user_updated_idx').on(table.userId, table.updatedAt.desc()),
  ],
);

/** The editor's code kept on the server per user, problem and language, so work continues on another device. */
export const codeDrafts = pgTable(
  'code_drafts',
  {
    ...ownedByUserOnProblem(),
    language: languageId('language').notNull(),
    code: text('code').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.problemId, table.language] })],
);

export type DailyProblemRow = typeof dailyProblems.$inferSelect;
export type ProblemNoteRow = typeof problemNotes.$inferSelect;
export type CodeDraftRow = typeof codeDrafts.$inferSelect;

/**
 * A user took a problem's full solution (the AI's explicit full solution, "Use This Solution", the editorial):
 * spaced review grades the problem "again" from these rows. One row per user, problem, source and UTC day (the
 * first take that day): a user clicking twice, or two tabs recording the same take, change nothing.
 */
export const solutionTakes = pgTable(
  'solution_takes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ownedByUserOnProblem(),
    source: text('source', { enum: SOLUTION_TAKE_SOURCES }).notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('solution_takes_user_problem_idx').on(table.userId, table.problemId, table.takenAt),
    uniqueIndex('solution_takes_once_a_day_idx').on(
      table.userId,
      table.problemId,
      table.source,
      sql`((${table.takenAt} AT TIME ZONE 'UTC')::date)`,
    ),
  ],
);

export type SolutionTakeRow = typeof solutionTakes.$inferSelect;

/**
 * Accepted submissions per problem, language and measured value (runtime in ms, memory in KB), counted as each
 * verdict is stored, so "faster than N %" reads a few bucket rows and never scans submissions.
 */
export const acceptedHistograms = pgTable(
  'accepted_histograms',
  {
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    language: languageId('language').notNull(),
    metric: text('metric', { enum: ['runtime', 'memory'] }).notNull(),
    value: integer('value').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.problemId, table.language, table.metric, table.value] })],
);

export type AcceptedHistogramRow = typeof acceptedHistograms.$inferSelect;
