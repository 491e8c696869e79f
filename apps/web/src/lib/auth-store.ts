import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  MESSAGES,
  TWO_FACTOR_MESSAGES,
  type TwoFactorLoginRequest,
  SESSION_REFRESH_INTERVAL_MS,
  type CheckResponse,
  type LoginRequest,
  type LoginResponse,
  type SignupRequest,
  type User,
  type UserResponse,
} from '@codecourt/contracts';
import type { ApiClient } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

/** The auth state (user, isAuthenticated, loading, error), plus whether the first session check has answered (guards wait for it). */
export type AuthState = {
  user: User | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  sessionChecked: boolean;
  /** The password was right and the account has two-factor on: the challenge `loginWithCode` completes. */
  twoFactorChallenge: string | null;
};

export type AuthActions = {
  register: (input: SignupRequest) => Promise<boolean>;
  login: (input: LoginRequest) => Promise<boolean>;
  /** The second step of a sign-in with two-factor on: a TOTP or recovery code for `twoFactorChallenge`. */
  loginWithCode: (code: string) => Promise<boolean>;
  /** Back from the code step to the password. */
  cancelTwoFactor: () => void;
  /** A sign-in through a provider came back owing the second step (`/login#two-factor=<challenge>`). */
  awaitSecondFactor: (challenge: string) => void;
  checkAuth: () => Promise<void>;
  logout: () => Promise<void>;
  clearError: () => void;
  stopSessionRefresh: () => void;
};

export type AuthStore = StoreApi<AuthState & AuthActions>;

export type AuthStoreOptions = {
  api: ApiClient;
  refreshIntervalMs?: number;
  /** First refresh at the next whole multiple of the interval on the wall clock, so tabs fire together (tests). */
  alignRefreshToClock?: boolean;
  clock?: () => number;
  /** Usually `window`: the refresh timer is cleared when the page unloads. */
  unloadTarget?: EventTarget;
};

export const initialAuthState: AuthState = {
  user: null,
  isAuthenticated: false,
  loading: false,
  error: null,
  sessionChecked: false,
  twoFactorChallenge: null,
};

function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong;
}

export function createAuthStore({
  api,
  refreshIntervalMs = SESSION_REFRESH_INTERVAL_MS,
  alignRefreshToClock = false,
  clock = Date.now,
  unloadTarget,
}: AuthStoreOptions): AuthStore {
  let refreshTimer: ReturnType<typeof setInterval> | undefined;
  let alignTimer: ReturnType<typeof setTimeout> | undefined;

  const store = createStore<AuthState & AuthActions>()((set, get) => {
    function stopSessionRefresh(): void {
      clearTimeout(alignTimer);
      clearInterval(refreshTimer);
      alignTimer = undefined;
      refreshTimer = undefined;
    }

    async function refreshSession(): Promise<void> {
      if (await api.refreshSession()) return;
      stopSessionRefresh();
      await get().logout();
    }

    // The check never renews the session on the server's side: renewing is the shared refresher's job
    // alone, so two tabs opening at once cannot both rotate the same refresh token.
    function checkSession(): Promise<CheckResponse> {
      return api.get<CheckResponse>('/user/check', { searchParams: { refresh: 'false' } });
    }

    function startSessionRefresh(): void {
      if (refreshTimer !== undefined || alignTimer !== undefined) return;
      const tick = () => void refreshSession();
      if (!alignRefreshToClock) {
        refreshTimer = setInterval(tick, refreshIntervalMs);
        return;
      }
      alignTimer = setTimeout(
        () => {
          alignTimer = undefined;
          refreshTimer = setInterval(tick, refreshIntervalMs);
          tick();
        },
        refreshIntervalMs - (clock() % refreshIntervalMs),
      );
    }

    async function authenticate(request: () => Promise<LoginResponse>): Promise<boolean> {
      set({ loading: true, error: null });
      try {
        const answer = await request();
        if ('twoFactorRequired' in answer) {
          set({ loading: false, twoFactorChallenge: answer.challenge });
          return false;
        }
        const { user } = answer;
        set({
          user,
          isAuthenticated: Boolean(user),
          loading: false,
          sessionChecked: true,
          twoFactorChallenge: null,
        });
        return Boolean(user);
      } catch (error) {
        const expired = error instanceof ApiError && error.message === TWO_FACTOR_MESSAGES.challengeExpired;
        // A wrong code keeps the challenge for another try; an expired one sends the user back to the password.
        set({
          user: null,
          isAuthenticated: false,
          loading: false,
          error: errorMessage(error),
          ...(expired ? { twoFactorChallenge: null } : {}),
        });
        return false;
      }
    }

    return {
      ...initialAuthState,
      register: (input) => authenticate(() => api.post<UserResponse>('/user/register', input)),
      login: (input) => {
        set({ twoFactorChallenge: null });
        return authenticate(() => api.post<LoginResponse>('/user/login', input));
      },
      loginWithCode: (code) => {
        const challenge = get().twoFactorChallenge;
        if (!challenge) return Promise.resolve(false);
        return authenticate(() =>
          api.post<UserResponse>(
            '/user/login/two-factor',
            { challenge, code } satisfies TwoFactorLoginRequest,
            {
              refreshOnUnauthorized: false,
            },
          ),
        );
      },
      cancelTwoFactor: () => {
        set({ twoFactorChallenge: null, error: null });
      },
      awaitSecondFactor: (challenge) => {
        set({ twoFactorChallenge: challenge, error: null });
      },
      checkAuth: async () => {
        set({ loading: true, error: null });
        try {
          const first = await checkSession();
          const renewed = !first.user && first.renewable === true && (await api.renewSession());
          const { user } = renewed ? await checkSession() : first;
          set({ user: user ?? null, isAuthenticated: Boolean(user), loading: false, sessionChecked: true });
          if (user) startSessionRefresh();
          else stopSessionRefresh();
        } catch (error) {
          stopSessionRefresh();
          // A 401 only means "signed out": no message for the user.
          const message = error instanceof ApiError && error.status === 401 ? null : errorMessage(error);
          set({ user: null, isAuthenticated: false, loading: false, sessionChecked: true, error: message });
        }
      },
      logout: async () => {
        stopSessionRefresh();
        try {
          await api.post('/user/logout');
          set({ user: null, isAuthenticated: false, error: null });
        } catch (error) {
          set({ user: null, isAuthenticated: false, error: errorMessage(error) });
        }
      },
      clearError: () => {
        set({ error: null });
      },
      stopSessionRefresh,
    };
  });

  unloadTarget?.addEventListener('pagehide', () => {
    store.getState().stopSessionRefresh();
  });
  return store;
}
