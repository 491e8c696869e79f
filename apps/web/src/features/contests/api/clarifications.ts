import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clarificationListResponseSchema,
  clarificationSchema,
  type AnswerRequest,
  type Clarification,
  type ClarificationRequest,
} from '@codecourt/contracts';
import { api } from '@/lib/api-client';
import { requestState, type RequestState } from '@/lib/request-state';
import { contestKeys } from '@/features/contests/api/contest-keys';

const base = (contestId: string) => `/contests/${encodeURIComponent(contestId)}`;

/** GET /contests/{id}/clarifications: the caller's own and the broadcast ones (an admin: all), announcements too. */
export function useClarifications(
  contestId: string,
  enabled: boolean,
): { state: RequestState<Clarification[]>; retry: () => void } {
  const query = useQuery({
    queryKey: contestKeys.clarifications(contestId),
    queryFn: async ({ signal }) =>
      clarificationListResponseSchema.parse(
        await api.get<unknown>(`${base(contestId)}/clarifications`, { signal }),
      ),
    enabled,
  });
  return {
    state: requestState(query, enabled),
    retry: () => {
      void query.refetch();
    },
  };
}

type Write =
  | { kind: 'ask'; body: ClarificationRequest }
  | { kind: 'answer'; clarificationId: string; body: AnswerRequest }
  | { kind: 'announce'; body: { text: string } };

function pathOf(contestId: string, write: Write): string {
  if (write.kind === 'ask') return `${base(contestId)}/clarifications`;
  if (write.kind === 'answer')
    return `${base(contestId)}/clarifications/${encodeURIComponent(write.clarificationId)}/answer`;
  return `${base(contestId)}/announcements`;
}

/** Asking (participants), answering and announcing (admins): each refreshes the list. */
export function useClarificationWrite(contestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (write: Write) =>
      clarificationSchema.parse(await api.post<unknown>(pathOf(contestId, write), write.body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contestKeys.clarifications(contestId) }),
  });
}
