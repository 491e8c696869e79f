import { sql } from 'drizzle-orm';
import { boolean, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '@codecourt/contracts';

export const roleEnum = pgEnum('user_role', ROLES);

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name'),
  // Always stored lower-cased (the contracts email schema lower-cases), so a plain unique index is enough.
  emailId: text('email_id').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: roleEnum('role').notNull().default('user'),
  // The public profile's address (/u/{handle}), stored lower-cased like the email. An insert without one
  // stores NULL and the trigger users_default_handle (migration 0027) derives it from the name, adding a
  // number on a clash, so every way a user is created gets one.
  handle: text('handle')
    .notNull()
    .unique()
    .$defaultFn(() => sql`NULL`),
  profilePublic: boolean('profile_public').notNull().default(true),
  // On once a TOTP secret is confirmed (two_factor_secrets): sign-in then owes a code.
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
