import { useStore } from 'zustand';
import { api } from '@/lib/api-client';
import { createAuthStore, type AuthActions, type AuthState } from '@/lib/auth-store';

export const authStore = createAuthStore({ api, unloadTarget: globalThis.window });

export function useAuth<T>(selector: (state: AuthState & AuthActions) => T): T {
  return useStore(authStore, selector);
}
