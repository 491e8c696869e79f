// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@codecourt/contracts';
import { authStore } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { NameForm } from '@/features/account/components/name-form';

let server: TestServer | undefined;

async function serve(): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    const body = JSON.parse(request.body) as { firstName: string; lastName: string };
    sendJson(response, 200, { user: { ...signedInUser, ...body } });
  });
  openPageOn(started, '/settings');
  server = started;
  return started;
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <NameForm user={signedInUser} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  authStore.setState({ user: null, isAuthenticated: false });
  await server?.close();
  server = undefined;
});

describe('the name form', () => {
  it('when the first name is blank, then the signup rule’s message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    const api = await serve();
    renderForm();
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.firstNameTooShort);
    expect(api.requests).toHaveLength(0);
  });

  it('when valid names are saved, then PATCH /user/profile carries them and the session shows the new name', async () => {
    const user = userEvent.setup();
    const api = await serve();
    renderForm();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.clear(screen.getByLabelText('Last name (optional)'));
    await user.type(screen.getByLabelText('Last name (optional)'), 'Hopper');
    await user.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText('Your name was saved.')).toBeTruthy();
    expect(api.requests[0]?.method).toBe('PATCH');
    expect(api.requests[0]?.path).toBe('/user/profile');
    expect(authStore.getState().user?.firstName).toBe('Grace');
    expect(authStore.getState().user?.lastName).toBe('Hopper');
  });
});
