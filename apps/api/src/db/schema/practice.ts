import { date, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
