import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INTEGRITY_REPORT_STATUSES } from '@codecourt/contracts';
import type { IntegrityFragment } from '@codecourt/contracts';
import { contests } from './contests.js';
import { referenceSolutions } from './problem-files.js';
import { languageId, problems } from './problems.js';
import { submissions } from './submissions.js';
import { users } from './users.js';

/**
 * One similarity run (issue #23 item 3): over a finished contest's problems, or over one problem's
 * submissions on demand. Pairs are kept with the report; a newer report does not touch an older one.
 */
export const integrityReports = pgTable(
  'integrity_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id').references(() => contests.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INTEGRITY_REPORT_STATUSES }).notNull().default('running'),
    programs: integer('programs').notNull().default(0),
    pairs: integer('pairs').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('integrity_reports_contest_idx').on(table.contestId),
    index('integrity_reports_problem_idx').on(table.problemId),
  ],
);

/** A suspicious pair: the left side is always a submission, the right one a submission or a reference. */
export const integrityPairs = pgTable(
  'integrity_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => integrityReports.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id').notNull(),
    problemTitle: text('problem_title').notNull(),
    language: languageId('language').notNull(),
    similarity: doublePrecision('similarity').notNull(),
    longest: integer('longest').notNull(),
    leftSubmissionId: uuid('left_submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    rightSubmissionId: uuid('right_submission_id').references(() => submissions.id, {
      onDelete: 'cascade',
    }),
    rightReferenceId: uuid('right_reference_id').references(() => referenceSolutions.id, {
      onDelete: 'cascade',
    }),
    fragments: jsonb('fragments').$type<IntegrityFragment[]>().notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    dismissedBy: uuid('dismissed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('integrity_pairs_report_idx').on(table.reportId, table.similarity.desc())],
);

export type IntegrityReportRow = typeof integrityReports.$inferSelect;
export type IntegrityPairRow = typeof integrityPairs.$inferSelect;
