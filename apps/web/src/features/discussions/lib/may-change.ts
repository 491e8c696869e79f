import type { User } from '@codecourt/contracts';

/** The API's rule, mirrored to offer the buttons: a post is changed by its author or an admin. */
export function mayChange(user: User | null, authorId: string): boolean {
  return user !== null && (user._id === authorId || user.role === 'admin');
}
