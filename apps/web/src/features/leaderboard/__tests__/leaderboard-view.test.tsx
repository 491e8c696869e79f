// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { LEADERBOARD_PAGE_SIZE, type LeaderboardRow, type Stats } from '@codecourt/contracts';
import { authStore } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser as me } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type Handler, type TestServer } from '@/testing/test-server';
import { LeaderboardView } from '@/features/leaderboard/components/leaderboard-view';

function row(
  ranking: number,
  userId = `00000000-0000-4000-8000-${String(ranking).padStart(12, '0')}`,
): LeaderboardRow {
  return {
    _id: userId,
    userId: { _id: userId, firstName: `Member${ranking}`, lastName: null },
    ranking,
    totalSolved: 500 - ranking,
    easySolved: 1,
    mediumSolved: 1,
    hardSolved: 1,
    acceptanceRate: 50,
    currentStreak: 0,
    maxStreak: 2,
    badges: [],
  };
}

const myStats: Stats = {
  ...row(1234),
  totalSubmissions: 9,
  lastSolvedDate: null,
  solvedByTopic: {},
};

let server: TestServer | undefined;

/** A stand-in API; the page is moved to its origin so the app's '/api' reaches it. */
async function serveWith(handler: Handler): Promise<TestServer> {
  const started = await startTestServer(handler);
  openPageOn(started, '/leaderboard');
  server = started;
  return started;
}

/** Leaderboard pages as `pageRows` gives them; my-stats ranks the user 1234th. */
function serve(pageRows: (page: number) => LeaderboardRow[]): Promise<TestServer> {
  return serveWith((request, response) => {
    const url = new URL(request.path, 'http://x');
    if (url.pathname === '/stats/leaderboard')
      sendJson(response, 200, pageRows(Number(url.searchParams.get('page'))));
    else if (url.pathname === '/stats/my-stats') sendJson(response, 200, myStats);
    else sendJson(response, 404, { error: 'not found' });
  });
}

function renderView() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/leaderboard']}>
        <LeaderboardView />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const fullPage = (page: number) =>
  Array.from({ length: LEADERBOARD_PAGE_SIZE }, (_, i) => row((page - 1) * LEADERBOARD_PAGE_SIZE + i + 1));

afterEach(async () => {
  cleanup();
  authStore.setState({ user: null, isAuthenticated: false, sessionChecked: false });
  await server?.close();
  server = undefined;
});

describe('the leaderboard', () => {
  it('when a full page comes back, then next is enabled, the top three wear badges, and next asks page 2', async () => {
    const user = userEvent.setup();
    const api = await serve((page) => (page === 1 ? fullPage(1) : [row(51), row(52)]));
    renderView();

    const table = await screen.findByTestId('leaderboard-table');
    expect(within(table).getAllByTestId('leaderboard-row')).toHaveLength(LEADERBOARD_PAGE_SIZE);
    expect(within(table).getAllByTestId('rank-badge')).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Previous/ })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: /Next/ }));

    expect(await screen.findByText('Member52')).toBeTruthy();
    expect(screen.getByTestId('leaderboard-page').textContent).toBe('Page 2');
    expect(screen.getByRole('button', { name: /Next/ })).toHaveProperty('disabled', true);
    expect(api.requests.some((r) => r.path.includes('page=2') && r.path.includes('limit=50'))).toBe(true);
  });

  it('when the signed-in user is on the page, then their row is the highlighted one', async () => {
    authStore.setState({ user: me, isAuthenticated: true, sessionChecked: true });
    await serve(() => [row(1), row(2, me._id), row(3)]);
    renderView();

    const own = await screen.findByTestId('own-row');
    expect(own.textContent).toContain('Member2');
    expect(own.getAttribute('aria-current')).toBe('true');
    expect(screen.getAllByTestId('leaderboard-row')).toHaveLength(2);
  });

  it('when the signed-in user ranks beyond the page, then their row still shows with their rank', async () => {
    authStore.setState({ user: me, isAuthenticated: true, sessionChecked: true });
    await serve(fullPage);
    renderView();

    const own = await screen.findByTestId('own-row');
    expect(own.textContent).toContain('Ada Lovelace');
    expect(own.textContent).toContain('1234');
  });

  it('when no one has a rank yet, then the empty state shows', async () => {
    await serve(() => []);
    renderView();

    expect(await screen.findByText('No rankings yet')).toBeTruthy();
  });

  it('when the leaderboard fails, then its error shows with a retry', async () => {
    await serveWith((_request, response) => {
      sendJson(response, 400, { error: 'Invalid page' });
    });
    renderView();

    expect((await screen.findByTestId('load-error')).textContent).toBe('Invalid page');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
