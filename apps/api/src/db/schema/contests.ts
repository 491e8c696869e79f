import { sql } from 'drizzle-orm';
import {
  boolean,
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
  CLARIFICATION_KINDS,
  CONTEST_FORMATS,
  CONTEST_REGISTRATIONS,
  PARTICIPATION_KINDS,
} from '@codecourt/contracts';
import { problems } from './problems.js';
import { submissions } from './submissions.js';
import { teams } from './teams.js';
import { users } from './users.js';

export const contestFormatEnum = pgEnum('contest_format', CONTEST_FORMATS);
export const contestRegistrationEnum = pgEnum('contest_registration', CONTEST_REGISTRATIONS);
export const clarificationKindEnum = pgEnum('clarification_kind', CLARIFICATION_KINDS);
export const participationKindEnum = pgEnum('participation_kind', PARTICIPATION_KINDS);

/** A contest (issue #22): its rules; who takes part and when is in contest_participations. */
export const contests = pgTable('contests', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  format: contestFormatEnum('format').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  freezeAt: timestamp('freeze_at', { withTimezone: true }),
  /** A personal window: each participant starts when they choose and gets this many minutes. */
  windowMinutes: integer('window_minutes'),
  penaltyMinutes: integer('penalty_minutes').notNull(),
  registration: contestRegistrationEnum('registration').notNull().default('open'),
  accessCode: text('access_code'),
  /** Issue #36: members a registered team may have; 1 is an individual contest (no teams). */
  teamSize: integer('team_size').notNull().default(1),
  /** Issue #36: medals for the final board's top places (0: none of that colour). */
  goldMedals: integer('gold_medals').notNull().default(0),
  silverMedals: integer('silver_medals').notNull().default(0),
  bronzeMedals: integer('bronze_medals').notNull().default(0),
  /** Issue #36: the categories a participant registers in (Students, Open, ...); empty: none. */
  categories: text('categories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** When an admin lifted the freeze: from then on the public board is the truth. */
  unfrozenAt: timestamp('unfrozen_at', { withTimezone: true }),
  /**
   * Issue #36: while an admin reveals the frozen board after the contest, the cells revealed so far (in the
   * resolver's order, reveal-order.ts); null when no reveal has begun.
   */
  revealStep: integer('reveal_step'),
  /** Issue #23: a rated contest changes ratings when finalised (modules/ratings). */
  rated: boolean('rated').notNull().default(false),
  /** When its ratings were last computed; null until the first finalisation. */
  ratingsFinalisedAt: timestamp('ratings_finalised_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The ordered problem set. `public`: the problem was public before and stays in the library meanwhile. */
export const contestProblems = pgTable(
  'contest_problems',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => problems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    points: integer('points').notNull(),
    public: boolean('public').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.contestId, table.label] }),
    uniqueIndex('contest_problems_contest_problem_idx').on(table.contestId, table.problemId),
    index('contest_problems_problem_idx').on(table.problemId),
  ],
);

/**
 * One participant's time in a contest (DMOJ's ContestParticipation): live participants get the contest's
 * start and end, a windowed one their own once they start; extra time and virtual runs are other ends.
 */
export const contestParticipations = pgTable(
  'contest_participations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    /** Who registered: the participant of an individual contest; in a team contest, the member who did. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Issue #36: in a team contest, the participant is this team: its members (team_members, as they are
     * now) submit, ask and read as it. Kept while registered: the last member out leaves the team itself.
     */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'restrict' }),
    /** Issue #36: one of the contest's categories, when it has any; the board filters by it. */
    category: text('category'),
    /** null until a windowed participant starts. */
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Issue #23: a virtual run is a participation after the end, with its own start and end; it never
     * reaches the live board, the ratings or the CCS feed (modules/virtual-runs), so a user may have many.
     */
    kind: participationKindEnum('kind').notNull().default('live'),
    /** Issue #23 item 3: an admin's decision after the integrity report; off the board and the ratings. */
    disqualifiedAt: timestamp('disqualified_at', { withTimezone: true }),
    /** Shown to the participant on the contest page. */
    disqualificationReason: text('disqualification_reason'),
  },
  (table) => [
    uniqueIndex('contest_participations_contest_user_idx')
      .on(table.contestId, table.userId)
      .where(sql`${table.kind} = 'live'`),
    index('contest_participations_user_kind_idx').on(table.userId, table.kind),
    uniqueIndex('contest_participations_contest_team_idx')
      .on(table.contestId, table.teamId)
      .where(sql`${table.kind} = 'live' and ${table.teamId} is not null`),
    index('contest_participations_team_idx').on(table.teamId),
  ],
);

/** A submission made for a contest: the ordinary submission row plus where and for whom it counts. */
export const contestSubmissions = pgTable(
  'contest_submissions',
  {
    submissionId: uuid('submission_id')
      .primaryKey()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    participationId: uuid('participation_id')
      .notNull()
      .references(() => contestParticipations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
  },
  (table) => [
    index('contest_submissions_participation_label_idx').on(table.participationId, table.label),
    index('contest_submissions_contest_idx').on(table.contestId),
  ],
);

/** The score cache (DOMjudge's scorecache): one cell per participant × problem, for the jury and the public. */
export const contestScores = pgTable(
  'contest_scores',
  {
    participationId: uuid('participation_id')
      .notNull()
      .references(() => contestParticipations.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    jury: jsonb('jury').$type<StoredCell>().notNull(),
    public: jsonb('public').$type<StoredCell>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.participationId, table.label] }),
    index('contest_scores_contest_idx').on(table.contestId),
  ],
);

/** A scored cell as cached (scoring.ts's ScoredCell). */
export type StoredCell = {
  solved: boolean;
  attempts: number;
  pending: number;
  minutes: number | null;
  score: number;
  /** Penalty minutes this cell adds (ICPC: minutes + penalty per rejected try; LeetCode: penalty per wrong try). */
  penalty: number;
  /** When it was solved (or reached its best score), epoch ms: first solves and tie-breaks. */
  solvedAtMs: number | null;
};

/** Questions (with their answer) and announcements (kind announcement, no asker). */
export const contestClarifications = pgTable(
  'contest_clarifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    kind: clarificationKindEnum('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    text: text('text').notNull(),
    answer: text('answer'),
    broadcast: boolean('broadcast').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    index('contest_clarifications_contest_created_idx').on(table.contestId, table.createdAt),
    index('contest_clarifications_open_idx')
      .on(table.contestId)
      .where(sql`${table.answer} is null`),
  ],
);

export type ContestRow = typeof contests.$inferSelect;
export type ContestProblemRow = typeof contestProblems.$inferSelect;
export type ParticipationRow = typeof contestParticipations.$inferSelect;
export type ClarificationRow = typeof contestClarifications.$inferSelect;
