import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { peerQueueStateSchema, type JoinPeerQueueRequest, type PeerQueueState } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { interviewKeys } from '@/features/interviews/api/interviews';
import { useRecheckOnPeerMatch } from '@/features/interviews/hooks/use-recheck-on-peer-match';
import { queueRecheckMs } from '@/features/interviews/lib/peer-queue';

const queueKey = ['interviews', 'queue'] as const;
const parse = (body: unknown): PeerQueueState => peerQueueStateSchema.parse(body);

/**
 * GET /interviews/queue: the user's place in the peer queue (a match, an expiry and a no-show are applied by
 * the server when it is read). Read again when a match is pushed, and just after the wait's or the arrival's
 * deadline; never on a fixed beat.
 */
export const usePeerQueue = () => {
  useRecheckOnPeerMatch(queueKey);
  return useQuery({
    queryKey: queueKey,
    queryFn: async ({ signal }) => parse(await api.get<unknown>('/interviews/queue', { signal })),
    refetchInterval: (query) => queueRecheckMs(query.state.data, Date.now()),
  });
};

/** Join (POST) or leave (DELETE): both answer the new state, which replaces the one last read. */
function useQueueWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => parse(await write(input)),
    onSuccess: async (state) => {
      queryClient.setQueryData(queueKey, state);
      // A match or a cancelled one adds or ends a room in the user's list.
      await queryClient.invalidateQueries({ queryKey: interviewKeys.mine });
    },
  });
}

export const useJoinPeerQueue = () =>
  useQueueWrite((request: JoinPeerQueueRequest) => api.post<unknown>('/interviews/queue', request));

export const useLeavePeerQueue = () => useQueueWrite(() => api.delete<unknown>('/interviews/queue'));
