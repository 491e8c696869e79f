import type { User } from '@codecourt/contracts';
import type { UserRow } from '../../db/schema/index.js';

/** The user as the API shows it (contracts' userSchema): `_id`, `email` mirroring `emailId`, never the hash. */
export function toUserJson(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    emailId: row.emailId,
    email: row.emailId,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}
