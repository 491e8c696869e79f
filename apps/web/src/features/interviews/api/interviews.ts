import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  interviewListSchema,
  interviewSchema,
  type CreateInterviewRequest,
  type Interview,
  type InviteObserverRequest,
  type InterviewStatus,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';

export const interviewKeys = {
  all: ['interviews'] as const,
  mine: ['interviews', 'mine'] as const,
  room: (id: string) => ['interviews', 'room', id] as const,
};

const ROOM_POLL_MS: Record<InterviewStatus, number | false> = { waiting: 2000, running: 5000, ended: false };

const roomPath = (id: string, action?: string) =>
  `/interviews/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

/** GET /interviews: the user's rooms, newest first. */
export async function getMyInterviews(signal?: AbortSignal): Promise<Interview[]> {
  return interviewListSchema.parse(await api.get<unknown>('/interviews', { signal })).interviews;
}

export const useMyInterviews = () =>
  useQuery({ queryKey: interviewKeys.mine, queryFn: ({ signal }) => getMyInterviews(signal) });

/** GET /interviews/{id}: the room, to its participants (404 to anyone else). */
export const interviewQuery = (id: string) =>
  queryOptions({
    queryKey: interviewKeys.room(id),
    queryFn: async ({ signal }) => interviewSchema.parse(await api.get<unknown>(roomPath(id), { signal })),
    // A 404 is an answer (not in this room): asking again would not change it.
    retry: false,
    // The start and the end reach the other side by this read: soon while waiting, less often while running.
    refetchInterval: (query) => ROOM_POLL_MS[query.state.data?.status ?? 'ended'],
  });

export const useInterview = (id: string) => useQuery(interviewQuery(id));

/** Every write answers with the room: it replaces the cached room and the list is read again. */
function useRoomWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => interviewSchema.parse(await write(input)),
    onSuccess: async (room) => {
      queryClient.setQueryData(interviewKeys.room(room._id), room);
      await queryClient.invalidateQueries({ queryKey: interviewKeys.mine });
    },
  });
}

/** POST /interviews: a new room, the user its interviewer. */
export const useCreateInterview = () =>
  useRoomWrite((input: CreateInterviewRequest) => api.post<unknown>('/interviews', input));

/** POST /interviews/{id}/join with the code the interviewer passed on. */
export const useJoinInterview = () =>
  useRoomWrite(({ id, joinCode }: { id: string; joinCode: string }) =>
    api.post<unknown>(roomPath(id, 'join'), { joinCode }),
  );

/** POST /interviews/{id}/observers: the interviewer lets a user (by id) watch the room. */
export const useInviteObserver = (id: string) =>
  useRoomWrite((request: InviteObserverRequest) => api.post<unknown>(roomPath(id, 'observers'), request));

/** POST /interviews/{id}/start or /end, by the interviewer. */
export const useRoomTransition = (action: 'start' | 'end') =>
  useRoomWrite((id: string) => api.post<unknown>(roomPath(id, action)));
