import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { isServerStarting } from '@/lib/api-error';

/** True while some read is waiting for the dev API to finish starting (see query-client.ts). */
export function isWaitingForServer(client: QueryClient): boolean {
  return client
    .getQueryCache()
    .getAll()
    .some(
      (query) => query.state.fetchStatus === 'fetching' && isServerStarting(query.state.fetchFailureReason),
    );
}

export function useWaitingForServer(client: QueryClient): boolean {
  return useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => isWaitingForServer(client),
  );
}
