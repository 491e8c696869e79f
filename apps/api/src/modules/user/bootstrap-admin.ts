import type { Logger } from '../../lib/logger.js';
import { hashPassword } from './password-hasher.js';
import type { UserRepository } from './repository.js';

const ADMIN_FIRST_NAME = 'Admin';

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD at start: create that admin, or promote the existing account
 * (its password is left alone). The password is never logged.
 */
export async function bootstrapAdmin(
  users: UserRepository,
  admin: { email: string; password: string } | undefined,
  logger: Logger,
): Promise<void> {
  if (!admin) return;
  const existing = await users.findByEmail(admin.email);
  if (existing) {
    if (existing.role !== 'admin') await users.setRole(existing.id, 'admin');
    logger.info(
      { email: admin.email },
      existing.role === 'admin' ? 'admin account present' : 'existing account promoted to admin',
    );
    return;
  }
  const created = await users.insert({
    firstName: ADMIN_FIRST_NAME,
    emailId: admin.email,
    passwordHash: await hashPassword(admin.password),
    role: 'admin',
  });
  if (created === 'duplicate') {
    // Another instance created it between our read and write; make sure it is an admin.
    const raced = await users.findByEmail(admin.email);
    if (raced) await users.setRole(raced.id, 'admin');
  }
  logger.info({ email: admin.email }, 'admin account created');
}
