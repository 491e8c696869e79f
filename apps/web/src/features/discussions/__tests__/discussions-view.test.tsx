// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MESSAGES } from '@codecourt/contracts';
import { authStore } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser as me } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type Handler, type TestServer } from '@/testing/test-server';
import { DiscussionsView } from '@/features/discussions/components/discussions-view';
import { discussion } from '@/features/discussions/__tests__/discussion-fixture';

const PROBLEM = 'two-sum';

let server: TestServer | undefined;

/** A stand-in API; the page is moved to its origin so the app's '/api' reaches it. */
async function serve(handler: Handler): Promise<TestServer> {
  const started = await startTestServer(handler);
  openPageOn(started, `/discussions/${PROBLEM}`);
  server = started;
  return started;
}

function renderView() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/discussions/${PROBLEM}`]}>
        <DiscussionsView problemRef={PROBLEM} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  authStore.setState({ user: null, isAuthenticated: false, sessionChecked: false });
  await server?.close();
  server = undefined;
});

describe('a problem’s discussions', () => {
  it('when there are none and the visitor is signed out, then the empty state invites them and posting asks to sign in', async () => {
    await serve((_request, response) => {
      sendJson(response, 200, { discussions: [] });
    });
    renderView();

    expect(await screen.findByText('No discussions yet — start one')).toBeTruthy();
    expect(screen.getByTestId('sign-in-to-post').getAttribute('href')).toBe(
      `/login?redirectTo=${encodeURIComponent(`/discussions/${PROBLEM}`)}`,
    );
    expect(screen.queryByTestId('new-discussion')).toBeNull();
  });

  it('when a vote is refused, then it shows at once and is rolled back with the server’s message', async () => {
    authStore.setState({ user: me, isAuthenticated: true, sessionChecked: true });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = await serve((request, response) => {
      if (request.method === 'GET') {
        sendJson(response, 200, { discussions: [discussion] });
        return;
      }
      void held.then(() => {
        sendJson(response, 429, { error: MESSAGES.tooManyRequests });
      });
    });
    renderView();
    const user = userEvent.setup();
    const card = await screen.findByTestId('discussion');
    const up = within(card).getByRole('button', { name: /^Upvote/ });

    await user.click(up);
    expect(up.getAttribute('aria-pressed')).toBe('true');
    expect(up.textContent).toBe('Upvote 1');
    release();

    expect((await within(card).findByRole('alert')).textContent).toBe(MESSAGES.tooManyRequests);
    expect(up.getAttribute('aria-pressed')).toBe('false');
    expect(up.textContent).toBe('Upvote 0');
    const vote = api.requests.find((request) => request.method === 'POST');
    expect(vote?.path).toBe(`/discussions/${discussion._id}/vote`);
    expect(JSON.parse(vote?.body ?? '{}')).toEqual({ voteType: 'upvote' });
  });

  it('when the list fails, then the server’s message shows with a retry', async () => {
    await serve((_request, response) => {
      sendJson(response, 404, { error: MESSAGES.problemNotFound });
    });
    renderView();

    expect((await screen.findByTestId('load-error')).textContent).toBe(MESSAGES.problemNotFound);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
