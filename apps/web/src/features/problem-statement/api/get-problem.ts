import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Problem } from '@codecourt/contracts';
import { paths } from '@/config/paths';
import { problemQuery } from '@/lib/api/get-problem';
import { ApiError } from '@/lib/api-error';

export type ProblemState =
  | { status: 'loading' }
  | { status: 'ready'; problem: Problem }
  | { status: 'not-found' }
  | { status: 'error'; retry: () => void };

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The problem page's states; a 401 sends the visitor to /login and back here afterwards. */
export function useProblem(problemId: string): ProblemState {
  const query = useQuery(problemQuery(problemId));
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const unauthorized = query.isError && isUnauthorized(query.error);

  useEffect(() => {
    if (unauthorized) void navigate(paths.auth.login.getHref(pathname + search), { replace: true });
  }, [unauthorized, navigate, pathname, search]);

  if (query.isSuccess) return { status: 'ready', problem: query.data };
  if (!query.isError || query.isFetching || unauthorized) return { status: 'loading' };
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
    return { status: 'not-found' };
  return {
    status: 'error',
    retry: () => {
      void query.refetch();
    },
  };
}
