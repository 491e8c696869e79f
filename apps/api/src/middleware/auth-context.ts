import type { Request } from 'express';
import type { UserRow } from '../db/schema/index.js';
import { appError } from '../lib/app-error.js';

/** A request signed in by a personal access token rather than by the session cookie. */
export type TokenIdentity = { userId: string; tokenId: string };

const signedInUsers = new WeakMap<Request, UserRow>();
const tokenIdentities = new WeakMap<Request, TokenIdentity>();

export function setSignedInUser(req: Request, user: UserRow): void {
  signedInUsers.set(req, user);
}

/** Marks the request as signed in by a personal access token (its user set with setSignedInUser). */
export function setTokenIdentity(req: Request, identity: TokenIdentity): void {
  tokenIdentities.set(req, identity);
}

/** The personal access token this request was signed in with, if it carried one. */
export function tokenIdentityOf(req: Request): TokenIdentity | undefined {
  return tokenIdentities.get(req);
}

/** The user the auth middleware loaded for this request, if any. */
export function currentUser(req: Request): UserRow | undefined {
  return signedInUsers.get(req);
}

/** The user requireAuth loaded for this request; handlers behind requireAuth can rely on it. */
export function signedInUser(req: Request): UserRow {
  const user = signedInUsers.get(req);
  if (!user) throw appError('notAuthenticated', 401);
  return user;
}
