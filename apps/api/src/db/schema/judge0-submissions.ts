import { index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Submissions to the Judge0-compatible mount: owned by the access token's user, kept for a while (a
 * periodic prune deletes finished ones), never part of the site's history or stats. Output is kept as
 * base64 of the exact bytes, so binary output reaches clients that ask for base64 unchanged.
 */
export const judge0Submissions = pgTable(
  'judge0_submissions',
  {
    token: uuid('token').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    languageId: integer('language_id').notNull(),
    sourceCode: text('source_code').notNull(),
    stdin: text('stdin'),
    expectedOutput: text('expected_output'),
    cpuTimeLimitMs: integer('cpu_time_limit_ms').notNull(),
    wallTimeLimitMs: integer('wall_time_limit_ms').notNull(),
    memoryLimitKb: integer('memory_limit_kb').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    stdoutBase64: text('stdout_base64'),
    stderrBase64: text('stderr_base64'),
    compileOutput: text('compile_output'),
    message: text('message'),
    exitCode: integer('exit_code'),
    exitSignal: integer('exit_signal'),
    timeMs: integer('time_ms'),
    wallTimeMs: integer('wall_time_ms'),
    memoryKb: integer('memory_kb'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('judge0_submissions_created_idx').on(table.createdAt)],
);

export type Judge0SubmissionRow = typeof judge0Submissions.$inferSelect;
export type NewJudge0SubmissionRow = typeof judge0Submissions.$inferInsert;
