// @vitest-environment happy-dom
// Issue #36: the board's category filter: All and each category, read from and kept in the address so a
// link opens filtered; each row shows its category; the filtered page follows the board’s live events, and the
// whole board takes a page sent whole (issue #39) without reading it again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerResponse } from 'node:http';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import {
  CONTEST_EVENTS,
  CONTEST_MESSAGES,
  type ContestDetail,
  type Scoreboard,
  type ScoreboardRow,
} from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { ScoreboardView } from '@/features/contests/components/scoreboard-view';
import { cell, row } from './board-fixtures';
import { CATEGORIES, categoryContest } from './category-fixtures';
import { FetchEventSource } from './fetch-event-source';

const contest: ContestDetail = { ...categoryContest, status: 'Ongoing' };
const BOARD = `/contests/${contest._id}/scoreboard`;
const inCategory = (r: ScoreboardRow, category: string): ScoreboardRow => ({ ...r, category });
const ADA = '00000000-0000-4000-8000-0000000000a1';
const BOB = '00000000-0000-4000-8000-0000000000a2';
const CY = '00000000-0000-4000-8000-0000000000a3';
let rows: ScoreboardRow[] = [];
let server: (TestServer & { streams: ServerResponse[] }) | undefined;

/** The board API as the real one answers: `?category=` keeps that category's rows and their places. */
async function serve(): Promise<TestServer & { streams: ServerResponse[] }> {
  const streams: ServerResponse[] = [];
  const started = await startTestServer((request, response) => {
    const url = new URL(request.path, 'http://api');
    if (url.pathname === `${BOARD}/events`) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(': open\n\n');
      streams.push(response);
      return;
    }
    if (url.pathname !== BOARD) {
      sendJson(response, 404, { error: 'Route not found' });
      return;
    }
    const asked = url.searchParams.get('category');
    const name = contest.categories.find((known) => known.toLowerCase() === asked?.toLowerCase());
    if (asked !== null && name === undefined) {
      sendJson(response, 400, { error: CONTEST_MESSAGES.categoryUnknown });
      return;
    }
    const shown = name === undefined ? rows : rows.filter((r) => r.category === name);
    const board: Scoreboard = {
      contestId: contest._id,
      format: 'icpc',
      frozen: false,
      updatedAt: '2030-01-01T11:00:00.000Z',
      total: shown.length,
      rows: shown,
    };
    sendJson(response, 200, board);
  });
  openPageOn(started, '/contests/regional/scoreboard');
  server = Object.assign(started, { streams });
  return server;
}

/** Where the app's router is now, so a test can read the address it keeps. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderBoard(address = '/contests/regional/scoreboard', shown: ContestDetail = contest) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[address]}>
        <ScoreboardView contest={shown} />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const boardReads = (api: TestServer, category: string | null) =>
  api.requests.filter((r) => {
    const url = new URL(r.path, 'http://api');
    return url.pathname === BOARD && url.searchParams.get('category') === category;
  }).length;
const shownRows = () =>
  screen.getAllByTestId('scoreboard-row').map((tr) => ({
    rank: tr.querySelector('td')?.textContent,
    user: tr.getAttribute('data-user'),
    category: within(tr).getByTestId('row-category').textContent,
  }));

beforeEach(() => {
  vi.stubGlobal('EventSource', FetchEventSource);
  rows = [
    inCategory(row(ADA, 1, 20, [cell('A', 'ok:20/1')]), 'Open'),
    inCategory(row(BOB, 2, 30, [cell('A', 'ok:30/1')]), 'Students'),
    inCategory(row(CY, 3, 0, [cell('A', 'no/2')]), 'Students'),
  ];
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await server?.close();
  server = undefined;
});

describe('the scoreboard’s category filter', () => {
  it('when Students is chosen, then only its rows show with their contest places and the address keeps it', async () => {
    const user = userEvent.setup();
    const api = await serve();
    renderBoard();
    await waitFor(() => {
      expect(shownRows().map((r) => r.category)).toEqual([
        'category Open',
        'category Students',
        'category Students',
      ]);
    });
    const filter = screen.getByLabelText<HTMLSelectElement>('Category');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', ...CATEGORIES]);

    await user.selectOptions(filter, 'Students');
    await waitFor(() => {
      expect(shownRows()).toEqual([
        { rank: '2', user: BOB, category: 'category Students' },
        { rank: '3', user: CY, category: 'category Students' },
      ]);
    });
    expect(screen.getByTestId('address').textContent).toBe('?category=Students');
    expect(boardReads(api, 'Students')).toBe(1);

    await user.selectOptions(filter, 'All');
    await waitFor(() => {
      expect(shownRows()).toHaveLength(3);
    });
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('when a link names a category, then the board opens filtered; one with no one yet says so', async () => {
    rows = rows.filter((r) => r.category !== 'Open');
    const api = await serve();
    renderBoard('/contests/regional/scoreboard?category=open');

    expect((await screen.findByRole('heading', { name: 'No participants in Open yet' })).textContent).toBe(
      'No participants in Open yet',
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Category').value).toBe('Open');
    expect(boardReads(api, 'Open')).toBeGreaterThan(0);
    expect(boardReads(api, null)).toBe(0);
  });

  it('when a link names no category of the contest, then the API’s message shows and All brings the board back', async () => {
    const user = userEvent.setup();
    await serve();
    renderBoard('/contests/regional/scoreboard?category=Veterans');

    expect((await screen.findByText(CONTEST_MESSAGES.categoryUnknown)).textContent).toBe(
      CONTEST_MESSAGES.categoryUnknown,
    );
    await user.selectOptions(screen.getByLabelText('Category'), 'All');
    await waitFor(() => {
      expect(shownRows()).toHaveLength(3);
    });
  });

  it('when rows change while Students is shown, then the filtered page is fetched again', async () => {
    const api = await serve();
    renderBoard('/contests/regional/scoreboard?category=Students');
    await waitFor(() => {
      expect(shownRows()).toHaveLength(2);
    });
    await waitFor(() => {
      expect(api.streams).toHaveLength(1);
    });
    const before = boardReads(api, 'Students');

    // Cy solves A and passes Bob; the event carries the whole contest's places, so the page is read again.
    const climbed = inCategory(row(CY, 2, 10, [cell('A', 'ok:10/1')]), 'Students');
    rows = [rows[0] as ScoreboardRow, climbed, { ...(rows[1] as ScoreboardRow), rank: 3 }];
    const event = { contestId: contest._id, frozen: false, updatedAt: '2030-01-01T11:01:00.000Z', total: 3 };
    api.streams[0]?.write(
      `event: ${CONTEST_EVENTS.rows}\ndata: ${JSON.stringify({ ...event, rows: [climbed] })}\n\n`,
    );
    await waitFor(() => {
      expect(shownRows().map((r) => [r.rank, r.user])).toEqual([
        ['2', CY],
        ['3', BOB],
      ]);
    });
    expect(boardReads(api, 'Students')).toBeGreaterThan(before);
  });

  it('when a change too big to list comes as the page whole, then the page shows it without a read', async () => {
    const api = await serve();
    renderBoard();
    await waitFor(() => {
      expect(shownRows()).toHaveLength(3);
    });
    await waitFor(() => {
      expect(api.streams).toHaveLength(1);
    });
    const stream = api.requests.find((r) => r.path.startsWith(`${BOARD}/events`));
    expect(new URL(stream?.path ?? '', 'http://api').searchParams.get('page')).toBe('1');
    const before = boardReads(api, null);

    // Cy's solve put everyone else a place down: the API sends page 1 as it now is.
    const page = [
      inCategory(row(CY, 1, 10, [cell('A', 'ok:10/1')]), 'Students'),
      { ...(rows[0] as ScoreboardRow), rank: 2 },
      { ...(rows[1] as ScoreboardRow), rank: 3 },
    ];
    const event = { contestId: contest._id, frozen: false, updatedAt: '2030-01-01T11:01:00.000Z', total: 3 };
    api.streams[0]?.write(
      `event: ${CONTEST_EVENTS.rows}\ndata: ${JSON.stringify({ ...event, rows: page, page: 1 })}\n\n`,
    );

    await waitFor(() => {
      expect(shownRows().map((r) => [r.rank, r.user])).toEqual([
        ['1', CY],
        ['2', ADA],
        ['3', BOB],
      ]);
    });
    expect(boardReads(api, null)).toBe(before);
  });

  it('when the contest has no categories, then there is no filter and the address’s category is ignored', async () => {
    const api = await serve();
    rows = rows.map(({ category: _category, ...rest }) => rest);
    renderBoard('/contests/regional/scoreboard?category=Students', { ...contest, categories: [] });
    await waitFor(() => {
      expect(screen.getAllByTestId('scoreboard-row')).toHaveLength(3);
    });
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(screen.queryByTestId('row-category')).toBeNull();
    expect(boardReads(api, 'Students')).toBe(0);
  });
});
