import { useCallback, useState } from 'react';
import { storageKeys } from '@/config/storage-keys';

const keyOf = storageKeys.contestNewsSeen;

function read(contestId: string): number {
  try {
    return Number(localStorage.getItem(keyOf(contestId)) ?? '0') || 0;
  } catch {
    return 0;
  }
}

/** When the reader last looked at a contest's clarifications, kept in the browser across visits. */
export function useLastSeen(contestId: string): [number, () => void] {
  const [seen, setSeen] = useState(() => read(contestId));
  const markSeen = useCallback(() => {
    const now = Date.now();
    setSeen(now);
    try {
      localStorage.setItem(keyOf(contestId), String(now));
    } catch {
      // Private mode: the badge then only lasts for this visit.
    }
  }, [contestId]);
  return [seen, markSeen];
}
