import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ContestDetail } from '@codecourt/contracts';
import { contestKeys } from '@/features/contests/api/contest-keys';

/** setTimeout's longest delay; an edge further away is reached by a later visit. */
const MAX_DELAY_MS = 2 ** 31 - 1;
/** A little after the edge, so the server's clock has passed it too. */
const AFTER_EDGE_MS = 750;

/**
 * Fetches the contest again when it starts, when the viewer's own window ends and when it ends, so the
 * problem set appears and goes without a reload.
 */
export function useRefreshAtEdges(contest: ContestDetail): void {
  const queryClient = useQueryClient();
  const edges = [contest.startAt, contest.endAt, contest.participation?.endAt]
    .filter((edge): edge is string => typeof edge === 'string')
    .join(',');
  useEffect(() => {
    const now = Date.now();
    const timers = edges
      .split(',')
      .map((edge) => Date.parse(edge) - now + AFTER_EDGE_MS)
      .filter((delay) => delay > 0 && delay < MAX_DELAY_MS)
      .map((delay) =>
        setTimeout(() => {
          void queryClient.invalidateQueries({ queryKey: contestKeys.details });
        }, delay),
      );
    return () => {
      timers.forEach(clearTimeout);
    };
  }, [edges, queryClient]);
}
