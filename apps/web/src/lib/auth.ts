import { useStore } from 'zustand';
import { api } from '@/lib/api-client';
import { createAuthStore, type AuthActions, type AuthState } from '@/lib/auth-store';
import { testRefreshSchedule } from '@/lib/test-hooks';

const testSchedule = testRefreshSchedule();

export const authStore = createAuthStore({
  api,
  unloadTarget: globalThis.window,
  ...(testSchedule
    ? { refreshIntervalMs: testSchedule.intervalMs, alignRefreshToClock: testSchedule.alignToClock }
    : {}),
});

export function useAuth<T>(selector: (state: AuthState & AuthActions) => T): T {
  return useStore(authStore, selector);
}
