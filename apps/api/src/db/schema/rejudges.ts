import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REJUDGE_STATUSES } from '@codecourt/contracts';
import type { Judgement } from '@codecourt/contracts';
import { contestParticipations, contests } from './contests.js';
import { submissions, verdictEnum } from './submissions.js';
import { users } from './users.js';

/** A rejudge of one contest problem (issue #23 item 5): judged aside, applied only on an admin's word. */
export const rejudges = pgTable(
  'rejudges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    problemId: uuid('problem_id').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: REJUDGE_STATUSES }).notNull().default('judging'),
    total: integer('total').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [index('rejudges_contest_idx').on(table.contestId, table.createdAt.desc())],
);

/** One submission of a rejudge: the verdict it had, and the new judgement once the judge answers. */
export const rejudgeResults = pgTable(
  'rejudge_results',
  {
    rejudgeId: uuid('rejudge_id')
      .notNull()
      .references(() => rejudges.id, { onDelete: 'cascade' }),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    participationId: uuid('participation_id')
      .notNull()
      .references(() => contestParticipations.id, { onDelete: 'cascade' }),
    before: verdictEnum('before'),
    after: verdictEnum('after'),
    judgement: jsonb('judgement').$type<Judgement>(),
  },
  (table) => [primaryKey({ columns: [table.rejudgeId, table.submissionId] })],
);

export type RejudgeRow = typeof rejudges.$inferSelect;
export type RejudgeResultRow = typeof rejudgeResults.$inferSelect;
