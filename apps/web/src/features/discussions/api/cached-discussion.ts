import { useQueryClient } from '@tanstack/react-query';
import type { Discussion } from '@codecourt/contracts';
import { queryKeys } from '@/lib/query-keys';

/**
 * A write that answers the whole discussion (a reply, an edit): the answer replaces the one shown on every
 * cached page of the problem, so the card changes without reloading the list.
 */
export function useReplaceCachedDiscussion(problemId: string): (updated: Discussion) => void {
  const queryClient = useQueryClient();
  return (updated) => {
    queryClient.setQueriesData<Discussion[]>({ queryKey: queryKeys.discussionsOf(problemId) }, (list) =>
      list?.map((item) => (item._id === updated._id ? updated : item)),
    );
  };
}
