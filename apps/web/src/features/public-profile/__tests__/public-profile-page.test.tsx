// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { PUBLIC_PROFILE_MESSAGES, type PublicProfile } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { PublicProfilePage } from '@/features/public-profile/components/public-profile-page';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PROFILE: PublicProfile = {
  handle: 'adalovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  joinedAt: '2026-01-05T00:00:00.000Z',
  solved: { easy: 2, medium: 1, hard: 0, total: 3 },
  rating: {
    current: 1565,
    history: [
      {
        contestId: id(9),
        contestSlug: 'round-1',
        contestTitle: 'Round 1',
        endAt: '2026-11-01T12:00:00.000Z',
        rank: 1,
        score: 2,
        participants: 3,
        oldRating: 1500,
        newRating: 1565,
        delta: 65,
      },
    ],
  },
  contests: [{ _id: id(9), slug: 'round-1', title: 'Round 1', rank: 1, at: '2026-11-01T12:00:00.000Z' }],
  badges: [{ name: 'First Solve', description: 'Solved a first problem' }],
  recentAccepted: [
    {
      problemId: id(1),
      slug: 'two-sum',
      title: 'Two Sum',
      difficulty: 'easy',
      at: '2026-11-02T00:00:00.000Z',
    },
  ],
};

let server: TestServer | undefined;

async function serve(answer: () => [number, unknown]): Promise<TestServer> {
  const started = await startTestServer((_request, response) => {
    const [status, body] = answer();
    sendJson(response, status, body);
  });
  openPageOn(started, '/u/adalovelace');
  server = started;
  return started;
}

function renderPage(handle = 'adalovelace') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PublicProfilePage
          handle={handle}
          renderBadges={(badges) => <p data-testid="badges">{badges.map((b) => b.name).join(', ')}</p>}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the public profile page', () => {
  it('when the profile loads, then name, handle, solved counts, rating chart, contests, badges and solved problems show', async () => {
    const api = await serve(() => [200, PROFILE]);
    renderPage('AdaLovelace');

    const header = await screen.findByTestId('public-profile-header');
    expect(within(header).getByRole('heading').textContent).toBe('Ada Lovelace');
    expect(header.textContent).toContain('@adalovelace');
    expect(header.textContent).toContain('Member since January 2026');
    expect(screen.getByTestId('solved-counts').textContent).toBe('Solved3Easy2Medium1Hard0');
    expect(screen.getByTestId('public-rating').textContent).toBe('1565');
    expect(screen.getAllByTestId('rating-point')).toHaveLength(1);
    expect(within(screen.getByTestId('public-contests')).getByRole('link').getAttribute('href')).toBe(
      '/contests/round-1',
    );
    expect(screen.getByTestId('badges').textContent).toBe('First Solve');
    const solved = within(screen.getByTestId('recent-accepted')).getByRole('link', { name: 'Two Sum' });
    expect(solved.getAttribute('href')).toBe('/problem/two-sum');
    expect(api.requests.map((r) => r.path)).toEqual(['/users/AdaLovelace/profile']);
  });

  it('when the handle is unknown or private (404), then the page says there is no such profile', async () => {
    await serve(() => [404, { error: PUBLIC_PROFILE_MESSAGES.profileNotFound }]);
    renderPage();

    expect(
      await screen.findByRole('heading', { name: PUBLIC_PROFILE_MESSAGES.profileNotFound }),
    ).toBeTruthy();
    expect(screen.getByTestId('profile-not-found').textContent).toBe(
      PUBLIC_PROFILE_MESSAGES.profileNotFoundBody,
    );
  });

  it('when the read fails, then the error shows with a retry that loads the profile', async () => {
    let fail = true;
    await serve(() => (fail ? [500, { error: 'The database is down' }] : [200, PROFILE]));
    renderPage();

    // The client retries a 500 twice before it gives up.
    expect(
      await screen.findByRole(
        'heading',
        { name: PUBLIC_PROFILE_MESSAGES.profileLoadFailed },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('load-error').textContent).toBe('The database is down');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('public-profile-header')).toBeTruthy();
  });
});
