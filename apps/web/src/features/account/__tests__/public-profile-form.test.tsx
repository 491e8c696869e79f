// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { PUBLIC_PROFILE_MESSAGES } from '@codecourt/contracts';
import { authStore } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { PublicProfileForm } from '@/features/account/components/public-profile-form';

const me = { ...signedInUser, handle: 'adalovelace', profilePublic: true };
let server: TestServer | undefined;

async function serve(taken: string): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    const body = JSON.parse(request.body) as { handle: string; profilePublic: boolean };
    if (body.handle === taken) sendJson(response, 409, { error: PUBLIC_PROFILE_MESSAGES.handleTaken });
    else sendJson(response, 200, { user: { ...me, ...body } });
  });
  openPageOn(started, '/settings');
  server = started;
  return started;
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PublicProfileForm user={me} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function save(handle: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText('Handle'));
  await user.type(screen.getByLabelText('Handle'), handle);
  await user.click(screen.getByRole('checkbox', { name: 'Anyone can see my public profile' }));
  await user.click(screen.getByRole('button', { name: 'Save public profile' }));
}

afterEach(async () => {
  cleanup();
  authStore.setState({ user: null, isAuthenticated: false });
  await server?.close();
  server = undefined;
});

describe('the public profile settings', () => {
  it('when the handle breaks the rule, then its message shows and nothing is sent', async () => {
    const api = await serve('taken');
    renderForm();
    await save('a b');

    expect(screen.getByRole('alert').textContent).toBe(PUBLIC_PROFILE_MESSAGES.handleInvalid);
    expect(api.requests).toHaveLength(0);
  });

  it('when the handle is taken, then the 409’s message shows; when free, the session gets it and the switch', async () => {
    const api = await serve('taken');
    renderForm();
    await save('Taken');
    expect((await screen.findByRole('alert')).textContent).toBe(PUBLIC_PROFILE_MESSAGES.handleTaken);

    await save('grace_h');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(api.requests.map((r) => [r.method, r.path, JSON.parse(r.body) as unknown])).toEqual([
      ['PATCH', '/user/public-profile', { handle: 'taken', profilePublic: false }],
      ['PATCH', '/user/public-profile', { handle: 'grace_h', profilePublic: true }],
    ]);
    expect(authStore.getState().user).toMatchObject({ handle: 'grace_h', profilePublic: true });
  });
});
