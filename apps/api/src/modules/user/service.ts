import { PUBLIC_PROFILE_MESSAGES } from '@codecourt/contracts';
import type { LoginRequest, ValidProfileUpdate, ValidSignup } from '@codecourt/contracts';
import type { UserRow } from '../../db/schema/index.js';
import type { AppError } from '../../lib/app-error.js';
import { appError, catalogueError } from '../../lib/app-error.js';
import { hashPassword, verifyPassword } from './password-hasher.js';
import type { UserRepository } from './repository.js';

/** Account use cases: who may become a user and who may sign in. Sessions are the session module's job. */
export function createUserService(users: UserRepository) {
  return {
    async register(input: ValidSignup): Promise<UserRow> {
      if (await users.findByEmail(input.emailId)) throw emailTaken();
      const created = await users.insert({
        firstName: input.firstName,
        lastName: input.lastName,
        emailId: input.emailId,
        passwordHash: await hashPassword(input.password),
      });
      if (created === 'duplicate') throw emailTaken();
      return created;
    },

    /** New first and last name (the signup rules were checked by the route). */
    async updateProfile(userId: string, names: ValidProfileUpdate): Promise<UserRow> {
      const updated = await users.setNames(userId, names);
      if (!updated) throw appError('notAuthenticated', 401);
      return updated;
    },

    /** A new handle (the contracts' rule was checked by the route) and the profile's privacy switch. */
    async updatePublicProfile(
      userId: string,
      settings: { handle: string; profilePublic: boolean },
    ): Promise<UserRow> {
      const updated = await users.setPublicProfile(userId, settings);
      if (updated === 'taken') throw catalogueError(PUBLIC_PROFILE_MESSAGES)('handleTaken', 409);
      if (!updated) throw appError('notAuthenticated', 401);
      return updated;
    },

    /** Unknown email and wrong password fail alike, in message and in time. */
    async authenticate(input: LoginRequest): Promise<UserRow> {
      const user = await users.findByEmail(input.emailId);
      const matches = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !matches) throw appError('invalidCredentials', 401);
      return user;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;

function emailTaken(): AppError {
  return appError('emailTaken', 409);
}
