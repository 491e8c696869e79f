import { sql } from 'drizzle-orm';
import { users } from './schema/index.js';

/**
 * A user as boards and posts show them to anyone: the name, and the handle only when their profile is public
 * (a private one's address is a 404 to others, so naming it would only lead there).
 */
export const publicUserColumns = {
  _id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  handle: sql<string | null>`case when ${users.profilePublic} then ${users.handle} end`,
};
