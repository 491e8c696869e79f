import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { peerQueueStateSchema, type JoinPeerQueueRequest, type PeerQueueState } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { interviewKeys } from '@/features/interviews/api/interviews';
import { queuePollMs } from '@/features/interviews/lib/peer-queue';

const queueKey = ['interviews', 'queue'] as const;
const parse = (body: unknown): PeerQueueState => peerQueueStateSchema.parse(body);

/**
 * GET /interviews/queue: the user's place in the peer queue, asked again every few seconds while waiting
 * or matched (a match, an expiry and a no-show are all applied by the server when it is read).
 */
export const usePeerQueue = () =>
  useQuery({
    queryKey: queueKey,
    queryFn: async ({ signal }) => parse(await api.get<unknown>('/interviews/queue', { signal })),
    refetchInterval: (query) => queuePollMs(query.state.data),
  });

/** Join (POST) or leave (DELETE): both answer the new state, which replaces the polled one. */
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
