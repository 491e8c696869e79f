import { problemListResponseSchema, type ProblemSummary } from '@codecourt/contracts';
import { api } from '@/lib/api-client';

/** GET /problem/getAllProblem: the whole library, in the order the API keeps it. */
export async function getProblems(signal?: AbortSignal): Promise<ProblemSummary[]> {
  return problemListResponseSchema.parse(await api.get<unknown>('/problem/getAllProblem', { signal }));
}
