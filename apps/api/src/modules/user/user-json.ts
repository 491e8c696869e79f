import type { User } from '@codecourt/contracts';
import type { UserRow } from '../../db/schema/index.js';

/**
 * The user as the API shows it (contracts' userSchema): `_id`, `email` mirroring `emailId`, never the hash.
 * `twoFactorRequired` marks an admin the REQUIRE_ADMIN_TWO_FACTOR policy holds back (the caller knows).
 */
export function toUserJson(row: UserRow, options: { twoFactorRequired?: boolean } = {}): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    emailId: row.emailId,
    email: row.emailId,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    handle: row.handle,
    profilePublic: row.profilePublic,
    twoFactorEnabled: row.twoFactorEnabled,
    ...(options.twoFactorRequired ? { twoFactorRequired: true } : {}),
  };
}
