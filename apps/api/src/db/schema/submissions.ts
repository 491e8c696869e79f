import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUBMISSION_STATUSES, VERDICTS } from '@codecourt/contracts';
import type { JudgeFault, JudgedGroup, JudgedTest } from '@codecourt/contracts';
import { difficultyEnum, languageId } from './problems.js';
import { users } from './users.js';

/** A judged test as stored: rows judged before tests carried `visible` lack it (read as visible when they hold data). */
export type StoredJudgedTest = Omit<JudgedTest, 'visible'> & { visible?: boolean };

export const submissionStatusEnum = pgEnum('submission_status', SUBMISSION_STATUSES);
export const verdictEnum = pgEnum('verdict', VERDICTS);

/** Every submit, stored as pending before it is judged; verdict and timestamps also feed the stats. */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The problem submitted to. Deliberately no foreign key: deleting a problem must leave its users'
     * submissions (and the solves they earned) in place, so the id stays as a reference to what was
     * solved, and the columns below keep what the history and the stats need once the problem is gone.
     */
    problemId: uuid('problem_id').notNull(),
    /** The problem's title, difficulty and tags when the submission was stored (filled on insert). */
    problemTitle: text('problem_title').notNull().default(''),
    problemDifficulty: difficultyEnum('problem_difficulty'),
    problemTags: text('problem_tags').notNull().default(''),
    language: languageId('language').notNull(),
    code: text('code').notNull(),
    status: submissionStatusEnum('status').notNull().default('pending'),
    verdict: verdictEnum('verdict'),
    tests: jsonb('test_results').$type<StoredJudgedTest[]>().notNull().default([]),
    testCasesPassed: integer('test_cases_passed').notNull().default(0),
    totalTestCases: integer('total_test_cases').notNull(),
    runtimeMs: integer('runtime_ms'),
    memoryKb: integer('memory_kb'),
    compileOutput: text('compile_output'),
    error: text('error'),
    /** Scoring problems only (null otherwise): the total score and each group's result as judged. */
    score: doublePrecision('score'),
    scoreGroups: jsonb('score_groups').$type<JudgedGroup[]>(),
    /** An Internal Error's fault as the judge reported it (judge-fault.ts): answered to admins only. */
    judgeFault: jsonb('judge_fault').$type<JudgeFault>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    judgedAt: timestamp('judged_at', { withTimezone: true }),
    /** The client's Idempotency-Key: a repeated submit with it answers this row instead of judging again. */
    idempotencyKey: text('idempotency_key'),
  },
  (table) => [
    index('submissions_user_problem_created_idx').on(table.userId, table.problemId, table.createdAt.desc()),
    index('submissions_accepted_by_user_idx')
      .on(table.userId, table.problemId)
      .where(sql`${table.verdict} = 'Accepted'`),
    uniqueIndex('submissions_user_idempotency_key_idx').on(table.userId, table.idempotencyKey),
    index('submissions_unfinished_idx')
      .on(table.createdAt)
      .where(sql`${table.status} <> 'done'`),
  ],
);

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;
