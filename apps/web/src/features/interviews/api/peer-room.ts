import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { peerRoomSchema, type PeerFeedbackRequest, type PeerRoom } from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { interviewKeys } from '@/features/interviews/api/interviews';
import { peerRoomPollMs } from '@/features/interviews/lib/peer-room';

const peerKey = (id: string) => ['interviews', 'peer', id] as const;
const peerPath = (id: string, action?: string) =>
  `/interviews/${encodeURIComponent(id)}/peer${action ? `/${action}` : ''}`;
const parse = (body: unknown): PeerRoom => peerRoomSchema.parse(body);

/** GET /interviews/{id}/peer: the two problems, the half, the roles now, the arrivals and the feedback. */
export const usePeerRoom = (interviewId: string, enabled = true) =>
  useQuery({
    queryKey: peerKey(interviewId),
    enabled,
    queryFn: async ({ signal }) => parse(await api.get<unknown>(peerPath(interviewId), { signal })),
    retry: false,
    refetchInterval: (query) => peerRoomPollMs(query.state.data),
  });

/** Arriving or giving feedback answers the peer room; the room itself (its start) is read again. */
function usePeerWrite<Input>(interviewId: string, write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => parse(await write(input)),
    onSuccess: async (room) => {
      queryClient.setQueryData(peerKey(interviewId), room);
      await queryClient.invalidateQueries({ queryKey: interviewKeys.room(interviewId) });
    },
  });
}

/** POST /interviews/{id}/peer/arrive: "I'm here"; the clock starts once both have. */
export const useArrive = (interviewId: string) =>
  usePeerWrite(interviewId, () => api.post<unknown>(peerPath(interviewId, 'arrive')));

/** PUT /interviews/{id}/peer/feedback: the card about the partner's half as candidate. */
export const usePeerFeedback = (interviewId: string) =>
  usePeerWrite(interviewId, (request: PeerFeedbackRequest) =>
    api.put<unknown>(peerPath(interviewId, 'feedback'), request),
  );
