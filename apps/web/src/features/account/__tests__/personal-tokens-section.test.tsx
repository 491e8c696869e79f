// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES, type PersonalToken } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { PersonalTokensSection } from '@/features/account/components/personal-tokens-section';

const SECRET = `cc_${'s'.repeat(43)}`;
let server: TestServer | undefined;

/** The tokens API in memory; `listStatus` other than 200 makes listing fail. */
async function serveTokens(listStatus = 200): Promise<TestServer> {
  const tokens: PersonalToken[] = [];
  const started = await startTestServer((request, response) => {
    if (request.method === 'GET' && listStatus !== 200) {
      sendJson(response, listStatus, { error: 'The token store is down' });
      return;
    }
    if (request.method === 'GET') {
      sendJson(response, 200, tokens);
      return;
    }
    if (request.method === 'POST') {
      const { name } = JSON.parse(request.body) as { name: string };
      const token = {
        _id: `00000000-0000-4000-8000-00000000000${String(tokens.length + 1)}`,
        name,
        createdAt: new Date().toISOString(),
      };
      tokens.push({ ...token, lastUsedAt: null });
      sendJson(response, 201, { ...token, token: SECRET });
      return;
    }
    const id = request.path.split('/').pop() ?? '';
    tokens.splice(
      tokens.findIndex((token) => token._id === id),
      1,
    );
    sendJson(response, 200, { _id: id, revoked: true });
  });
  openPageOn(started, '/settings');
  server = started;
  return started;
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PersonalTokensSection userId={signedInUser._id} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the access tokens section', () => {
  it('when the user has no tokens, then it shows loading and then the empty state', async () => {
    await serveTokens();
    renderSection();

    expect(screen.getByRole('status').textContent).toBe('Loading your tokens');
    expect((await screen.findByTestId('tokens-empty')).textContent).toContain('No tokens yet');
  });

  it('when listing fails, then the server message and Try again show', async () => {
    await serveTokens(403);
    renderSection();

    expect((await screen.findByTestId('load-error')).textContent).toBe('The token store is down');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('when the name is blank, then the rule’s message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    const api = await serveTokens();
    renderSection();
    await screen.findByTestId('tokens-empty');

    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.tokenNameRequired);
    expect(api.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('when a token is created, then its secret shows once with Copy, and Done leaves only the listed name', async () => {
    const user = userEvent.setup();
    await serveTokens();
    renderSection();
    await screen.findByTestId('tokens-empty');

    await user.type(screen.getByLabelText('Token name'), 'grader');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const secret = await screen.findByLabelText<HTMLInputElement>('New token');
    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(secret.value).toBe(SECRET);
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeDefined();
    const list = await screen.findByRole('list', { name: 'Access tokens' });
    expect(within(list).getByText('grader')).toBeDefined();
    expect(within(list).getByText(/never used/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New token')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('when a token is revoked and confirmed, then DELETE /tokens/{id} is sent and the list empties', async () => {
    const user = userEvent.setup();
    const api = await serveTokens();
    renderSection();
    await screen.findByTestId('tokens-empty');
    await user.type(screen.getByLabelText('Token name'), 'old');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await screen.findByRole('list', { name: 'Access tokens' });

    await user.click(screen.getByRole('button', { name: 'Revoke old' }));
    await user.click(screen.getByRole('button', { name: 'Confirm revoking old' }));

    expect(await screen.findByTestId('tokens-empty')).toBeDefined();
    expect(api.requests.filter((request) => request.method === 'DELETE').map((r) => r.path)).toEqual([
      '/tokens/00000000-0000-4000-8000-000000000001',
    ]);
  });
});
