import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  INTERVIEW_MODES,
  INTERVIEW_RECOMMENDATIONS,
  INTERVIEW_ROLES,
  INTERVIEW_STATUSES,
} from '@codecourt/contracts';
import type { InterviewPrivateTest, InterviewScores } from '@codecourt/contracts';
import { problems } from './problems.js';
import { users } from './users.js';

export const interviewModeEnum = pgEnum('interview_mode', INTERVIEW_MODES);
export const interviewStatusEnum = pgEnum('interview_status', INTERVIEW_STATUSES);
export const interviewRoleEnum = pgEnum('interview_role', INTERVIEW_ROLES);
export const interviewRecommendationEnum = pgEnum('interview_recommendation', INTERVIEW_RECOMMENDATIONS);

/** A problem the interviewer wrote for one room: kept with the room, never a row of `problems`. */
export type StoredPrivateProblem = {
  title: string;
  /** The Markdown as written, and the sanitised HTML rendered from it once, at creation. */
  statement: string;
  statementHtml: string;
  tests: InterviewPrivateTest[];
};

/** Raw bytes: pg gives a Buffer and PGlite a Uint8Array, both read as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** A mock interview room (issue #41): one problem, a clock, and a join code the interviewer passes on. */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    joinCode: text('join_code').notNull(),
    /** A library problem the creator could read; the room keeps its place if the problem is deleted. */
    problemId: uuid('problem_id').references(() => problems.id, { onDelete: 'set null' }),
    /** Instead of a library problem (issue #41 item 1): the one the interviewer wrote. */
    privateProblem: jsonb('private_problem').$type<StoredPrivateProblem>(),
    mode: interviewModeEnum('mode').notNull(),
    status: interviewStatusEnum('status').notNull().default('waiting'),
    durationMinutes: integer('duration_minutes').notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('interviews_created_by_idx').on(table.createdBy)],
);

/** Who is in a room and as what; `joinedAt` orders them as they came. */
export const interviewParticipants = pgTable(
  'interview_participants',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: interviewRoleEnum('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.interviewId, table.userId] }),
    index('interview_participants_user_idx').on(table.userId),
    // One interviewer and one candidate a room: two people joining at once cannot both get in.
    uniqueIndex('interview_participants_one_per_role_idx')
      .on(table.interviewId, table.role)
      .where(sql`${table.role} <> 'observer'`),
  ],
);

/**
 * Every Yjs update of a room's shared document, appended as it arrives (issue #41 item 7): the document
 * is rebuilt from them after a restart, and a replay reads them in `seq` order. `seq` comes from one
 * identity sequence, so API instances appending to one room at once never collide.
 */
export const interviewUpdates = pgTable(
  'interview_updates',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    update: bytea('update').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.seq] })],
);

/**
 * An interviewer's private notes on a room (issue #41 item 4), one text per author: never in the shared
 * document nor in any answer but the author's own read.
 */
export const interviewNotes = pgTable(
  'interview_notes',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.authorId] })],
);

/**
 * An interviewer's scorecard of a room (issue #41 item 4), one per author (a peer room's two sides each
 * write one). The candidate reads it only while `shared_at` is set.
 */
export const interviewScorecards = pgTable(
  'interview_scorecards',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<InterviewScores>().notNull(),
    recommendation: interviewRecommendationEnum('recommendation').notNull(),
    feedback: text('feedback').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while the candidate may read it. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.authorId] })],
);

export type InterviewRow = typeof interviews.$inferSelect;
export type InterviewScorecardRow = typeof interviewScorecards.$inferSelect;
export type InterviewParticipantRow = typeof interviewParticipants.$inferSelect;
