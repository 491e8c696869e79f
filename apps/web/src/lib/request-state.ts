import type { UseQueryResult } from '@tanstack/react-query';

/** What a screen shows for one server read: nothing asked yet, waiting, the answer, or the failure. */
export type RequestState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: unknown };

/**
 * A query seen as the four states the screens draw. A disabled query is idle; a query that has data
 * keeps showing it while it refetches in the background.
 */
export function requestState<T>(query: UseQueryResult<T>, enabled = true): RequestState<T> {
  if (!enabled) return { status: 'idle' };
  if (query.isSuccess) return { status: 'ready', data: query.data };
  if (query.isError && !query.isFetching) return { status: 'error', error: query.error };
  return { status: 'loading' };
}
