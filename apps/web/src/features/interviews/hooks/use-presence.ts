import { useEffect, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { presenceOf, type PresenceEntry } from '@/features/interviews/lib/presence';

/** Everyone whose client is in the room now (this one included), read again on every awareness change. */
export function usePresence(awareness: Awareness | undefined): PresenceEntry[] {
  const [entries, setEntries] = useState<PresenceEntry[]>([]);
  useEffect(() => {
    if (!awareness) return;
    const read = () => {
      setEntries(presenceOf(awareness.getStates()));
    };
    read();
    awareness.on('change', read);
    return () => {
      awareness.off('change', read);
    };
  }, [awareness]);
  return entries;
}
