import { revealStateSchema, type RevealState } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/** POST /contests/{id}/reveal {step} (admin): show the frozen board with its first `step` hidden cells. */
export async function postRevealStep(contestId: string, step: number): Promise<RevealState> {
  return revealStateSchema.parse(
    await api.post<unknown>(`/contests/${encodeURIComponent(contestId)}/reveal`, { step }),
  );
}
