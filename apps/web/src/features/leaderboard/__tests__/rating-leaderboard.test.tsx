// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { RatingLeaderboardRow } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type Handler, type TestServer } from '@/testing/test-server';
import { LeaderboardTabs } from '@/features/leaderboard/components/leaderboard-tabs';

const SLOW = { timeout: 10_000 };
const rated = (rank: number, rating: number): RatingLeaderboardRow => ({
  rank,
  user: {
    _id: `00000000-0000-4000-8000-${String(rank).padStart(12, 'a')}`,
    firstName: `Rated${String(rank)}`,
    lastName: null,
  },
  rating,
  contests: rank,
});

let server: TestServer | undefined;
async function serveWith(handler: Handler): Promise<TestServer> {
  const started = await startTestServer(handler);
  openPageOn(started, '/leaderboard');
  server = started;
  return started;
}

function renderTabs(entry = '/leaderboard') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <LeaderboardTabs />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the rating tab of the leaderboard', () => {
  it('when the rating tab is chosen, then rated members show by rating and the tab is selected', async () => {
    const user = userEvent.setup();
    const api = await serveWith((request, response) => {
      const path = new URL(request.path, 'http://x').pathname;
      if (path === '/ratings/leaderboard') sendJson(response, 200, [rated(1, 1812), rated(2, 1540)]);
      else if (path === '/stats/leaderboard') sendJson(response, 200, []);
      else sendJson(response, 404, { error: 'not found' });
    });
    renderTabs();
    await user.click(screen.getByRole('tab', { name: 'Contest rating' }));

    const table = await screen.findByTestId('rating-leaderboard', {}, SLOW);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1Rated118121', '2Rated215402']);
    expect(screen.getByRole('tab', { name: 'Contest rating' }).getAttribute('aria-selected')).toBe('true');
    expect(api.requests.some((r) => r.path.startsWith('/ratings/leaderboard?page=1'))).toBe(true);
  });

  it('when no contest has been rated, then the tab says how ratings appear', async () => {
    await serveWith((_request, response) => {
      sendJson(response, 200, []);
    });
    renderTabs('/leaderboard?tab=rating');
    expect(await screen.findByText('No ratings yet', {}, SLOW)).toBeTruthy();
  });

  it('when the ratings cannot be read, then the tab shows the error with a retry', async () => {
    await serveWith((_request, response) => {
      sendJson(response, 500, { error: 'down' });
    });
    renderTabs('/leaderboard?tab=rating');
    expect(await screen.findByText('Could not load the rating leaderboard', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});
