import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { authStore } from '@/lib/auth';
import { createQueryClient, forgetUserData } from '@/lib/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(
    () =>
      authStore.subscribe((state, previous) => {
        if (state.user?._id !== previous.user?._id) forgetUserData(queryClient);
      }),
    [queryClient],
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
