import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PEER_QUEUE_ENTRY_STATES } from '@codecourt/contracts';
import type { LanguageId } from '@codecourt/contracts';
import { interviews } from './interviews.js';
import { difficultyEnum, problems } from './problems.js';
import { users } from './users.js';

export const peerQueueStatusEnum = pgEnum('peer_queue_status', PEER_QUEUE_ENTRY_STATES);

/**
 * One row per user in the peer practice queue (issue #41 item 5). Matching locks rows (FOR UPDATE SKIP
 * LOCKED) inside a transaction that holds the level's advisory lock, so two API instances never pair one
 * user twice. Time-driven changes (expiry, no-shows) are applied when the row is next read.
 */
export const peerQueueEntries = pgTable(
  'peer_queue_entries',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: peerQueueStatusEnum('status').notNull(),
    level: difficultyEnum('level').notNull(),
    languages: text('languages').array().notNull().$type<LanguageId[]>(),
    /** When the user began waiting: the longest waiting is matched first. */
    since: timestamp('since', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set while matched, and kept on `missed` so the user can tell which room they missed. */
    roomId: uuid('room_id').references(() => interviews.id, { onDelete: 'set null' }),
    /** Back in the queue because the partner of a match did not arrive. */
    partnerNoShow: boolean('partner_no_show').notNull().default(false),
  },
  (table) => [
    index('peer_queue_entries_waiting_idx')
      .on(table.level, table.since)
      .where(sql`status = 'waiting'`),
  ],
);

/** A peer room's own facts beside its `interviews` row: the level, the language and the two problems. */
export const peerRooms = pgTable('peer_rooms', {
  interviewId: uuid('interview_id')
    .primaryKey()
    .references(() => interviews.id, { onDelete: 'cascade' }),
  level: difficultyEnum('level').notNull(),
  language: text('language').notNull().$type<LanguageId>(),
  /** The first half's problem (the room's own `problem_id` too), then the second's. */
  firstProblemId: uuid('first_problem_id').references(() => problems.id, { onDelete: 'set null' }),
  secondProblemId: uuid('second_problem_id').references(() => problems.id, { onDelete: 'set null' }),
  arriveBy: timestamp('arrive_by', { withTimezone: true }).notNull(),
  /** Set when someone did not arrive by `arrive_by`: the room ended without starting. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

/** Who has arrived in a peer room; the clock starts when both have. */
export const peerArrivals = pgTable(
  'peer_arrivals',
  {
    interviewId: uuid('interview_id')
      .notNull()
      .references(() => peerRooms.interviewId, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.interviewId, table.userId] })],
);

export type PeerQueueEntryRow = typeof peerQueueEntries.$inferSelect;
export type PeerRoomRow = typeof peerRooms.$inferSelect;
