// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES, type GitSyncSetting } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { GitSyncSection } from '@/features/account/components/git-sync-section';

let server: TestServer | undefined;

/**
 * The git-sync API in memory: saving answers a pending setting, the next read the finished sync (`outcome`).
 * `getStatus` other than 200 makes reading fail.
 */
async function serveGitSync(outcome: { ok: boolean; error: string | null }, getStatus = 200) {
  let setting: GitSyncSetting | null = null;
  server = await startTestServer((request, response) => {
    if (request.method === 'GET' && getStatus !== 200) {
      sendJson(response, getStatus, { error: 'The database is down' });
    } else if (request.method === 'GET') {
      if (setting?.pending)
        setting = { ...setting, pending: false, lastSync: { at: '2026-11-27T10:00:00.000Z', ...outcome } };
      sendJson(response, 200, setting);
    } else if (!(JSON.parse(request.body) as { remoteUrl: string }).remoteUrl.startsWith('https://')) {
      sendJson(response, 400, { error: MESSAGES.gitSyncUrlInvalid });
    } else {
      const { remoteUrl, branch } = JSON.parse(request.body) as { remoteUrl: string; branch: string };
      setting = { remoteUrl, branch, hasToken: true, pending: true, lastSync: null };
      sendJson(response, 200, setting);
    }
  });
  openPageOn(server, '/settings');
  return server;
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GitSyncSection userId={signedInUser._id} />
    </QueryClientProvider>,
  );
}

async function fillAndSave(user: ReturnType<typeof userEvent.setup>, url: string, token: string) {
  await user.type(await screen.findByLabelText('Repository URL'), url);
  await user.type(screen.getByLabelText('Access token'), token);
  await user.click(screen.getByRole('button', { name: 'Save and sync' }));
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('GitSyncSection', () => {
  it('when the setting is saved, then the token goes to the server once and the last sync’s success shows', async () => {
    const user = userEvent.setup();
    const api = await serveGitSync({ ok: true, error: null });
    renderSection();

    await fillAndSave(user, 'https://git.example.com/me/solutions.git', 'secret-token');

    const status = await screen.findByText(/Last sync succeeded/, undefined, { timeout: 5000 });
    expect(status).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({
      remoteUrl: 'https://git.example.com/me/solutions.git',
      branch: 'main',
      token: 'secret-token',
    });
    expect(screen.getByLabelText<HTMLInputElement>('Access token').value).toBe('');
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeTruthy();
  });

  it('when the sync fails, then its error shows in words', async () => {
    const user = userEvent.setup();
    await serveGitSync({ ok: false, error: MESSAGES.gitSyncAuthFailed });
    renderSection();

    await fillAndSave(user, 'https://git.example.com/me/solutions.git', 'wrong');

    const status = await screen.findByText(/Last sync failed/, undefined, { timeout: 5000 });
    expect(status.textContent).toContain(MESSAGES.gitSyncAuthFailed);
  });

  it('when the server refuses the URL, then its message shows and no sync result appears', async () => {
    const user = userEvent.setup();
    const api = await serveGitSync({ ok: true, error: null });
    renderSection();

    await fillAndSave(user, 'git@example.com:me/solutions.git', 'token');

    const alert = await within(screen.getByTestId('git-sync-form')).findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.gitSyncUrlInvalid);
    expect(api.requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
    expect(screen.queryByTestId('git-sync-status')).toBeNull();
  });

  it('when the setting cannot be loaded, then the error shows with a retry', async () => {
    await serveGitSync({ ok: true, error: null }, 500);
    renderSection();

    expect(
      await screen.findByText('Could not load your Git sync setting', undefined, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeTruthy();
  });
});
