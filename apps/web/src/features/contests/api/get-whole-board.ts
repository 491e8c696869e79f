import { useQuery } from '@tanstack/react-query';
import { PAGE_LIMIT_MAX, type Scoreboard } from '@codecourt/contracts';
import { requestState, type RequestState } from '@/lib/request-state';
import { contestKeys } from '@/features/contests/api/contest-keys';
import { getScoreboard } from '@/features/contests/api/get-scoreboard';

/** Pages fetched at different board versions are read again, a few times at most. */
const READS = 3;

/**
 * Every row of the public board, page by page at the largest page the API allows: the reveal is shown on a
 * projector, where the whole board scrolls to the row whose cell comes next.
 */
export async function getWholeBoard(contestId: string, signal?: AbortSignal): Promise<Scoreboard> {
  let board: Scoreboard | undefined;
  for (let read = 0; read < READS; read += 1) {
    const first = await getScoreboard(contestId, { limit: PAGE_LIMIT_MAX }, signal);
    const pages = Math.ceil(first.total / PAGE_LIMIT_MAX);
    const rest = await Promise.all(
      Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
        getScoreboard(contestId, { page: i + 2, limit: PAGE_LIMIT_MAX }, signal),
      ),
    );
    board = { ...first, rows: [...first.rows, ...rest.flatMap((page) => page.rows)] };
    // A step taken between two pages' reads would show two versions of the board at once.
    if (rest.every((page) => page.updatedAt === first.updatedAt)) return board;
  }
  return board as Scoreboard;
}

export function useWholeBoard(contestId: string): { state: RequestState<Scoreboard>; retry: () => void } {
  const query = useQuery({
    queryKey: contestKeys.wholeBoard(contestId),
    queryFn: ({ signal }) => getWholeBoard(contestId, signal),
  });
  return {
    state: requestState(query),
    retry: () => {
      void query.refetch();
    },
  };
}
