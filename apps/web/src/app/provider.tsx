import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MESSAGES } from '@codecourt/contracts';
import { authStore } from '@/lib/auth';
import { forgetUserData } from '@/lib/query-client';
import { useWaitingForServer } from '@/lib/server-starting';

/** `queryClient` is the app's one cache, made beside the router, whose loaders fill it too. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const waitingForServer = useWaitingForServer(queryClient);
  useEffect(
    () =>
      authStore.subscribe((state, previous) => {
        if (state.user?._id !== previous.user?._id) forgetUserData(queryClient);
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      {waitingForServer && (
        <div role="status" className="alert alert-info fixed bottom-4 left-1/2 z-50 w-auto -translate-x-1/2">
          <span className="loading loading-spinner loading-sm" />
          {MESSAGES.serverStarting}
        </div>
      )}
      {children}
    </QueryClientProvider>
  );
}
