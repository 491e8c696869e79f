import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { problemSchema, type Problem } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { useRequest } from '@/hooks/use-request';

/** GET /problem/problemById/{id}: the problem without its hidden tests. */
export async function getProblem(problemId: string, signal?: AbortSignal): Promise<Problem> {
  return problemSchema.parse(
    await api.get<unknown>(`/problem/problemById/${encodeURIComponent(problemId)}`, { signal }),
  );
}

export type ProblemState =
  | { status: 'loading' }
  | { status: 'ready'; problem: Problem }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void };

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** Spec §4 problem page states; a 401 sends the visitor to /login and back here afterwards (§8). */
export function useProblem(problemId: string): ProblemState {
  const { state, retry } = useRequest(problemId, (signal) => getProblem(problemId, signal));
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const unauthorized = state.status === 'error' && isUnauthorized(state.error);

  useEffect(() => {
    if (unauthorized) void navigate(paths.auth.login.getHref(pathname + search), { replace: true });
  }, [unauthorized, navigate, pathname, search]);

  if (state.status === 'ready') return { status: 'ready', problem: state.data };
  if (state.status !== 'error' || unauthorized) return { status: 'loading' };
  if (state.error instanceof ApiError && (state.error.status === 404 || state.error.status === 400))
    return { status: 'not-found' };
  return { status: 'error', retry };
}
