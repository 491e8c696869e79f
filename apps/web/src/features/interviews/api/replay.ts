import { useQuery } from '@tanstack/react-query';
import { interviewReplaySchema, type InterviewReplay } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/**
 * GET /interviews/{id}/replay, every page: the stored updates of an ended room, in order. Pages are read
 * one after another (`nextAfter`) until the last, so the player has the whole interview.
 */
export async function getReplay(interviewId: string, signal?: AbortSignal): Promise<InterviewReplay> {
  const path = `/interviews/${encodeURIComponent(interviewId)}/replay`;
  let page = interviewReplaySchema.parse(await api.get<unknown>(path, { signal }));
  const updates = [...page.updates];
  while (page.nextAfter !== null) {
    page = interviewReplaySchema.parse(
      await api.get<unknown>(path, { signal, searchParams: { after: page.nextAfter } }),
    );
    updates.push(...page.updates);
  }
  return { ...page, updates };
}

export const useReplay = (interviewId: string) =>
  useQuery({
    queryKey: ['interviews', 'replay', interviewId],
    queryFn: ({ signal }) => getReplay(interviewId, signal),
    // An ended room's updates never change.
    staleTime: Infinity,
  });
