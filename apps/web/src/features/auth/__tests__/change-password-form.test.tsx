// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';

let server: TestServer | undefined;

async function serve(status = 200, body: unknown = { success: true, message: MESSAGES.passwordChanged }) {
  const started = await startTestServer((_request, response) => {
    sendJson(response, status, body);
  });
  openPageOn(started, '/settings');
  server = started;
  return started;
}

async function fill(current: string, next: string, again = next) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordForm />
    </QueryClientProvider>,
  );
  if (current) await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm new password'), again);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the change-password form', () => {
  it('when the two copies differ or the current one is missing, then the messages show and nothing is sent', async () => {
    const api = await serve();

    await fill('', 'Str0ngerOne', 'Str0ngerTwo');

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([MESSAGES.currentPasswordRequired, MESSAGES.passwordsDoNotMatch]);
    expect(api.requests).toHaveLength(0);
  });

  it('when the new password breaks the signup rules, then the rule shows and nothing is sent', async () => {
    const api = await serve();

    await fill('0ldPassword', 'weakpassword');

    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.passwordComplexity);
    expect(api.requests).toHaveLength(0);
  });

  it('when the form is valid, then POST /user/change-password carries both passwords and the answer shows', async () => {
    const api = await serve();

    await fill('0ldPassword', 'Str0ngerOne');

    expect((await screen.findByRole('status')).textContent).toBe(MESSAGES.passwordChanged);
    expect(api.hits('/user/change-password').map((r) => JSON.parse(r.body) as unknown)).toEqual([
      { currentPassword: '0ldPassword', newPassword: 'Str0ngerOne' },
    ]);
    expect(screen.getByLabelText<HTMLInputElement>('Current password').value).toBe('');
  });

  it('when the server refuses the current password, then its message shows', async () => {
    await serve(400, { error: MESSAGES.currentPasswordIncorrect });

    await fill('Wr0ngGuess', 'Str0ngerOne');

    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.currentPasswordIncorrect);
  });
});
