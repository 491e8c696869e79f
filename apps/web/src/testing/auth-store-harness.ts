import type { User } from '@codecourt/contracts';
import { createApiClient } from '@/lib/api-client';
import { createAuthStore, type AuthStore, type AuthStoreOptions } from '@/lib/auth-store';
import { FakeCookieDocument } from '@/testing/cookie-document';
import { sendJson, startTestServer, type Handler, type TestServer } from '@/testing/test-server';

type Reply = (res: Parameters<Handler>[1]) => void;
export type Routes = Record<string, Reply>;

export const testUser: User = {
  _id: '3f1c2a9e-2b6f-4c39-9d7e-0c8f5b1a2d34',
  firstName: 'Ada',
  lastName: null,
  emailId: 'ada@example.com',
  email: 'ada@example.com',
  role: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const ok =
  (body: unknown): Reply =>
  (res) => {
    sendJson(res, 200, body);
  };

export const fail =
  (status: number, body: unknown = {}): Reply =>
  (res) => {
    sendJson(res, status, body);
  };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An auth store wired to a real local HTTP server that answers "METHOD /path" from a route table. */
export function createAuthHarness() {
  let server: TestServer | undefined;
  let store: AuthStore | undefined;
  return {
    async start(
      routes: Routes,
      options: Pick<
        AuthStoreOptions,
        'refreshIntervalMs' | 'alignRefreshToClock' | 'clock' | 'unloadTarget'
      > = {},
    ) {
      server = await startTestServer((req, res) => {
        const route = routes[`${req.method} ${req.path.split('?')[0] ?? ''}`];
        if (route) route(res);
        else sendJson(res, 404, { error: 'Route not found' });
      });
      const api = createApiClient({
        baseUrl: server.baseUrl,
        navigate: () => undefined,
        currentPath: () => '/',
        cookies: () => new FakeCookieDocument(),
        retryDelayMs: 10,
      });
      store = createAuthStore({ api, ...options });
      return { store, server };
    },
    async stop() {
      store?.getState().stopSessionRefresh();
      await server?.close();
      server = undefined;
    },
  };
}
