import type { PresenceUser } from '@/features/interviews/hooks/use-shared-document';

/** One client in the room's awareness: the Yjs client id y-monaco names its decorations by, and its person. */
export type PresenceEntry = { clientId: number; user: PresenceUser };

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The people in awareness states another client sent: anything that is not a well-formed `user` field is
 * left out, since a state is whatever that client chose to send.
 */
export function presenceOf(states: ReadonlyMap<number, Record<string, unknown>>): PresenceEntry[] {
  const entries: PresenceEntry[] = [];
  states.forEach((state, clientId) => {
    const user: unknown = state.user;
    if (typeof user !== 'object' || user === null) return;
    const { userId, name, colour } = user as Record<string, unknown>;
    if (isText(userId) && isText(name) && isText(colour))
      entries.push({ clientId, user: { userId, name, colour } });
  });
  return entries;
}
