// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import {
  BADGE_RULES,
  PROFILE_BOOKMARKS_SHOWN,
  TOPIC_PROGRESS_MAX,
  type ProblemSummary,
  type Stats,
  type MyVirtualRun,
  type UserRatingResponse,
} from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser as me } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { ProfileView } from '@/features/profile/components/profile-view';

const zeroStats: Stats = {
  ranking: 7,
  totalSolved: 0,
  easySolved: 0,
  mediumSolved: 0,
  hardSolved: 0,
  acceptanceRate: 0,
  currentStreak: 0,
  maxStreak: 0,
  totalSubmissions: 0,
  lastSolvedDate: null,
  solvedByTopic: {},
  badges: [],
};

const solvedStats: Stats = {
  ...zeroStats,
  ranking: 1,
  totalSolved: 1,
  easySolved: 1,
  acceptanceRate: 50,
  currentStreak: 1,
  maxStreak: 3,
  totalSubmissions: 2,
  solvedByTopic: { array: 1 },
  badges: [{ name: 'First Solve', description: 'Solved a first problem' }],
};

const problem = (n: number): ProblemSummary => ({
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  slug: `problem-${String(n)}`,
  number: n,
  title: `Problem ${String(n)}`,
  difficulty: 'easy',
  tags: 'array',
});

type Answers = {
  stats: Stats;
  bookmarks: ProblemSummary[];
  failStats?: boolean;
  rating?: UserRatingResponse | 'fail';
  virtualRuns?: MyVirtualRun[];
};
const UNRATED: UserRatingResponse = { rating: null, maxRating: null, history: [] };
const contestId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, 'c')}`;
const RATED: UserRatingResponse = {
  rating: 1523,
  maxRating: 1565,
  history: [
    {
      contestId: contestId(1),
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
    {
      contestId: contestId(2),
      contestSlug: 'round-2',
      contestTitle: 'Round 2',
      endAt: '2026-11-08T12:00:00.000Z',
      rank: 3,
      score: 0,
      participants: 3,
      oldRating: 1565,
      newRating: 1523,
      delta: -42,
    },
  ],
};
let server: TestServer | undefined;

async function serve(answers: Answers): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    const path = new URL(request.path, 'http://x').pathname;
    if (path === '/stats/my-stats' && answers.failStats)
      sendJson(response, 400, { error: 'Stats are unavailable' });
    else if (path === '/stats/my-stats') sendJson(response, 200, answers.stats);
    else if (path === '/stats/activity')
      sendJson(response, 200, [{ date: new Date().toISOString().slice(0, 10), accepted: 2 }]);
    else if (path === '/stats/recent-submissions')
      sendJson(response, 200, [
        {
          _id: '00000000-0000-4000-8000-00000000beef',
          problemId: problem(1)._id,
          title: 'Problem 1',
          difficulty: 'easy',
          verdict: 'Accepted',
          language: 'cpp',
          createdAt: new Date().toISOString(),
        },
      ]);
    else if (path === '/ratings/me' && answers.rating === 'fail')
      sendJson(response, 500, { error: 'Ratings are unavailable' });
    else if (path === '/ratings/me') sendJson(response, 200, answers.rating ?? UNRATED);
    else if (path === '/virtual-runs') sendJson(response, 200, answers.virtualRuns ?? []);
    else if (path === '/bookmarks/my-bookmarks') sendJson(response, 200, answers.bookmarks);
    else if (path === '/problem/getAllProblem')
      sendJson(response, 200, [
        ...Array.from({ length: 5 }, (_, i) => problem(i + 1)),
        { ...problem(6), tags: 'graph,dp' },
      ]);
    else sendJson(response, 404, { error: 'not found' });
  });
  openPageOn(started, '/profile');
  server = started;
  return started;
}

function renderProfile() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/profile']}>
        <ProfileView user={me} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the profile', () => {
  it('when the user has solved a problem, then cards, badges, topics, heat-map, bookmarks and submissions show it', async () => {
    await serve({ stats: solvedStats, bookmarks: Array.from({ length: 7 }, (_, i) => problem(i + 1)) });
    renderProfile();

    const cards = await screen.findByTestId('stat-cards');
    expect(cards.textContent).toContain('Solved1');
    expect(cards.textContent).toContain('Best streak3 d');
    expect(screen.getAllByTestId('badge-earned')).toHaveLength(1);
    expect(screen.getAllByTestId('badge-locked')).toHaveLength(BADGE_RULES.length - 1);
    // Out of the problems each topic has, on the spec's common scale of TOPIC_PROGRESS_MAX.
    const arrayBar = await screen.findByLabelText('Array: 1 of 5 solved', {}, { timeout: 10_000 });
    expect(arrayBar).toHaveProperty('value', 1);
    expect(arrayBar).toHaveProperty('max', TOPIC_PROGRESS_MAX);
    expect(screen.getByTestId('topic-count-array').textContent).toBe('1 / 5');
    expect(screen.getByTestId('topic-count-dp').textContent).toBe('0 / 1');
    // Badges read as words: topics by their names, never their ids.
    expect(screen.getByText(/every topic \(Array, Linked List, Graph, Dynamic Programming/)).toBeTruthy();
    expect(screen.getByTestId('badge-list').textContent).not.toMatch(/linkedList|\bdp\b/);
    const heatmap = await screen.findByTestId('activity-heatmap');
    expect(heatmap.querySelectorAll('[data-accepted="2"]')).toHaveLength(1);
    const bookmarks = await screen.findByTestId('bookmark-summary');
    expect(within(bookmarks).getAllByRole('link')).toHaveLength(PROFILE_BOOKMARKS_SHOWN);
    expect(screen.getByTestId('bookmark-count').textContent).toBe('7 bookmarked');
    const recent = await screen.findByTestId('recent-submissions');
    expect(within(recent).getByRole('link', { name: 'Problem 1' }).getAttribute('href')).toBe(
      `/problem/${problem(1)._id}`,
    );
  });

  it('when the user is new, then zeros show, every badge is still to earn and bookmarks say so', async () => {
    await serve({ stats: zeroStats, bookmarks: [] });
    renderProfile();

    expect((await screen.findByTestId('stat-cards')).textContent).toContain('Solved0');
    expect(screen.queryAllByTestId('badge-earned')).toHaveLength(0);
    expect(await screen.findByText('Problems you bookmark will be listed here.')).toBeTruthy();
  });

  it('when the stats fail, then their cards show the error and a retry asks again', async () => {
    const user = userEvent.setup();
    const api = await serve({ stats: zeroStats, bookmarks: [], failStats: true });
    renderProfile();

    const errors = await screen.findAllByText('Stats are unavailable');
    expect(errors).toHaveLength(3);
    expect(await screen.findByText('Problems you bookmark will be listed here.')).toBeTruthy();
    const before = api.hits('/stats/my-stats').length;
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    await waitFor(() => {
      expect(api.hits('/stats/my-stats').length).toBeGreaterThan(before);
    });
    await screen.findByTestId('recent-submissions');
  });

  it('when the reads are on their way, then each card shows it is loading', async () => {
    await serve({ stats: zeroStats, bookmarks: [] });
    renderProfile();

    expect(screen.getAllByText(/^Loading /).length).toBeGreaterThan(0);
    await screen.findByTestId('stat-cards');
    await screen.findByTestId('recent-submissions');
    await screen.findByTestId('activity-heatmap');
  });
});

// The machine runs other suites meanwhile: a read may take a few seconds to arrive.
const SLOW = { timeout: 10_000 };

describe('the contest rating card', () => {
  it('when the user has rated contests, then the rating, one chart point per contest and the past contests show', async () => {
    await serve({ stats: solvedStats, bookmarks: [], rating: RATED });
    renderProfile();

    expect((await screen.findByTestId('rating-current', {}, SLOW)).textContent).toBe('1523');
    const points = screen.getAllByTestId('rating-point');
    expect(points).toHaveLength(2);
    // Hover (and focus) names the contest and the change.
    expect(points[0]?.querySelector('title')?.textContent).toContain('Round 1: +65');
    expect(points[1]?.querySelector('title')?.textContent).toContain('Round 2: -42');
    const card = screen.getByRole('region', { name: 'Contest rating' });
    const rows = within(card).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Round 23 / 30-421523', 'Round 11 / 32+651565']);
    expect(within(card).getByRole('link', { name: 'Round 1' }).getAttribute('href')).toBe(
      '/contests/round-1',
    );
  });

  it('when the user took a contest virtually, then the run is listed as virtual with its rank, never in the rating', async () => {
    const run: MyVirtualRun = {
      _id: contestId(9),
      contestId: contestId(1),
      startAt: '2026-11-20T12:00:00.000Z',
      endAt: '2026-11-20T14:00:00.000Z',
      ended: true,
      contest: { slug: 'round-1', title: 'Round 1' },
      rank: 12,
      of: 40,
      solved: 3,
      score: 3,
    };
    await serve({ stats: solvedStats, bookmarks: [], virtualRuns: [run] });
    renderProfile();

    const list = await screen.findByTestId('virtual-runs', {}, SLOW);
    expect(within(list).getAllByRole('row')[1]?.textContent).toBe('Round 1virtual12 / 4033');
    expect(within(list).getByRole('link', { name: 'Round 1' }).getAttribute('href')).toBe(
      `/contests/round-1/virtual/${contestId(9)}`,
    );
    expect(await screen.findByText(/No rated contest yet/, {}, SLOW)).toBeTruthy();
  });

  it('when the user has no rated contest, then the card says where the rating starts', async () => {
    await serve({ stats: zeroStats, bookmarks: [] });
    renderProfile();
    expect(await screen.findByText(/No rated contest yet/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('rating-chart')).toBeNull();
  });

  it('when the rating cannot be read, then the card offers a retry and the rest of the profile still shows', async () => {
    await serve({ stats: solvedStats, bookmarks: [], rating: 'fail' });
    renderProfile();
    expect(await screen.findByText('Could not load contest rating', {}, SLOW)).toBeTruthy();
    expect(await screen.findByTestId('stat-cards', {}, SLOW)).toBeTruthy();
  });
});
