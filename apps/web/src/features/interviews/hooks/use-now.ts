import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs` while `live` (a running clock); frozen otherwise. */
export function useNow(live: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [live, intervalMs]);
  return now;
}
