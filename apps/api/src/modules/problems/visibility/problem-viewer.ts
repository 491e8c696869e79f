import type { UserRow } from '../../../db/schema/index.js';

/**
 * Who reads a problem. Every read of a problem, or of a row keyed by one, names its viewer: the
 * visibility rule (problem-visibility.ts) answers from it.
 */
export type ProblemViewer =
  | { readonly kind: 'visitor' }
  | { readonly kind: 'user'; readonly userId: string }
  | { readonly kind: 'admin'; readonly userId: string };

/** Signed out, or an answer cached for everyone (the public problem documents). */
export const VISITOR: ProblemViewer = { kind: 'visitor' };

/** The viewer of a request's user (undefined: signed out). */
export function viewerOf(user: Pick<UserRow, 'id' | 'role'> | undefined): ProblemViewer {
  if (!user) return VISITOR;
  return user.role === 'admin' ? { kind: 'admin', userId: user.id } : { kind: 'user', userId: user.id };
}

/** A signed-in user read as an ordinary user, whatever their role (services that know only the id). */
export const userViewer = (userId: string): ProblemViewer => ({ kind: 'user', userId });
