import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TEAM_ROLES } from '@codecourt/contracts';
import { users } from './users.js';

export const teamRoleEnum = pgEnum('team_role', TEAM_ROLES);

/** A team (issue #36): what later slices register for team contests and show on their boards. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    affiliation: text('affiliation'),
    /** ISO 3166-1 alpha-3, as the CCS API carries it. */
    country: text('country'),
    inviteCode: text('invite_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Names are unique whatever their case: two teams a board tells apart only by case would confuse it.
  (table) => [uniqueIndex('teams_name_lower_idx').on(sql`lower(${table.name})`)],
);

/** Who is in a team; `joinedAt` decides who becomes captain when the captain leaves. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: teamRoleEnum('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    index('team_members_user_idx').on(table.userId),
    // One captain a team, whatever races: the hand-over is one UPDATE in the leaving member's transaction.
    uniqueIndex('team_members_one_captain_idx')
      .on(table.teamId)
      .where(sql`${table.role} = 'captain'`),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
export type TeamMemberRow = typeof teamMembers.$inferSelect;
