// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { SSO_MESSAGES } from '@codecourt/contracts';
import LoginRoute from '@/app/routes/auth/login';
import { authStore } from '@/lib/auth';
import { initialAuthState } from '@/lib/auth-store';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';

let server: TestServer | undefined;
/** How many times the page asked for the providers (each test waits for its answer before closing). */
let asked = 0;

/** The providers route in memory; every other call answers signed out. */
async function serve(providers: readonly { id: string; name: string }[] | 'down'): Promise<void> {
  server = await startTestServer((request, response) => {
    if (request.path.endsWith('/user/sso/providers')) {
      asked += 1;
      if (providers === 'down') sendJson(response, 500, { error: 'Something went wrong' });
      else sendJson(response, 200, { providers });
      return;
    }
    sendJson(response, 200, {});
  });
  openPageOn(server, '/login');
}

function renderLogin(at: string) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <LoginRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

/** The providers' answer has arrived (or failed for good): nothing is in flight when the server closes. */
async function settled(client: ReturnType<typeof createQueryClient>) {
  await vi.waitFor(() => {
    expect(client.isFetching()).toBe(0);
    expect(asked).toBeGreaterThan(0);
    // A failed read is tried again by the HTTP client (about a second), then given up.
  }, 5_000);
}

afterEach(async () => {
  cleanup();
  authStore.setState(initialAuthState);
  await server?.close();
  server = undefined;
});

describe('signing in through a provider', () => {
  it('when providers are configured, then each has a button that starts there and comes back where the user was going', async () => {
    await serve([
      { id: 'uni', name: 'University' },
      { id: 'corp', name: 'Corp SSO' },
    ]);
    await settled(renderLogin('/login?redirectTo=%2Fcontests%2Fweekly'));
    const uni = await screen.findByRole('link', { name: 'Continue with University' });
    expect(uni.getAttribute('href')).toBe('/api/user/sso/uni/start?returnTo=%2Fcontests%2Fweekly');
    expect(screen.getByRole('link', { name: 'Continue with Corp SSO' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('when none is configured or the list fails, then only the password form shows', async () => {
    for (const providers of [[], 'down'] as const) {
      await serve(providers);
      asked = 0;
      await settled(renderLogin('/login'));
      expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Continue with/ })).toBeNull();
      cleanup();
      await server?.close();
    }
    server = undefined;
  });

  it('when a sign-in comes back failed, then its message shows above the form; an unknown code shows nothing', async () => {
    await serve([]);
    await settled(renderLogin('/login?sso-error=emailUnverified'));
    expect((await screen.findByRole('alert')).textContent).toContain(SSO_MESSAGES.emailUnverified);
    cleanup();
    await settled(renderLogin('/login?sso-error=<script>'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when a sign-in comes back owing the second step, then the code step shows for its challenge', async () => {
    await serve([]);
    const challenge = 'c'.repeat(43);
    await settled(renderLogin(`/login?redirectTo=%2Fcontests#two-factor=${challenge}`));
    expect(await screen.findByLabelText(/code/i)).toBeTruthy();
    expect(authStore.getState().twoFactorChallenge).toBe(challenge);
  });
});
