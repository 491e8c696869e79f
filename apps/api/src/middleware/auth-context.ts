import type { Request } from 'express';
import { MESSAGES } from '@codecourt/contracts';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../lib/app-error.js';

const signedInUsers = new WeakMap<Request, UserRow>();

export function setSignedInUser(req: Request, user: UserRow): void {
  signedInUsers.set(req, user);
}

/** The user the auth middleware loaded for this request, if any. */
export function currentUser(req: Request): UserRow | undefined {
  return signedInUsers.get(req);
}

/** The user requireAuth loaded for this request; handlers behind requireAuth can rely on it. */
export function signedInUser(req: Request): UserRow {
  const user = signedInUsers.get(req);
  if (!user) throw new AppError('notAuthenticated', MESSAGES.notAuthenticated, 401);
  return user;
}
