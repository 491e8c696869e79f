// @vitest-environment happy-dom
// Issue #36 item 2: the organiser's actions on the jury board's rows: a menu (admins only) naming the
// participant, a dialog for each action that checks its field, calls the API, shows its refusal, and a note
// once done while the board is read again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import {
  CONTEST_MESSAGES,
  INTEGRITY_MESSAGES,
  type ContestDetail,
  type Scoreboard,
  type ScoreboardRow,
} from '@codecourt/contracts';
import { authStore } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { ScoreboardView } from '@/features/contests/components/scoreboard-view';
import { cell, row, teamRow } from './board-fixtures';
import { categoryContest } from './category-fixtures';
import { FetchEventSource } from './fetch-event-source';

const contest: ContestDetail = { ...categoryContest, status: 'Ongoing' };
const BOARD = `/contests/${contest._id}/scoreboard`;
const ADA = '00000000-0000-4000-8000-0000000000a1';
const BOB = '00000000-0000-4000-8000-0000000000a2';
const participant = (userId: string) => `/contests/${contest._id}/participants/${userId}`;
const DISQUALIFY = `/integrity/contests/${contest._id}/disqualifications`;

type Answer = { status: number; body?: unknown };
/** What the action routes answer, per test: the API's successes unless a test sets a refusal. */
let answers: Record<string, Answer> = {};
let rows: ScoreboardRow[] = [];
let server: TestServer | undefined;

async function serve(): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    const url = new URL(request.path, 'http://api');
    if (url.pathname === `${BOARD}/events`) {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write(': open\n\n');
      return;
    }
    if (url.pathname === BOARD) {
      const board: Scoreboard = {
        contestId: contest._id,
        format: 'icpc',
        frozen: false,
        updatedAt: '2030-01-01T11:00:00.000Z',
        total: rows.length,
        rows,
      };
      sendJson(response, 200, board);
      return;
    }
    const answer = answers[`${request.method} ${url.pathname}`];
    if (!answer) sendJson(response, 404, { error: 'Route not found' });
    else if (answer.status === 204) response.writeHead(204).end();
    else sendJson(response, answer.status, answer.body);
  });
  openPageOn(started, '/contests/regional/scoreboard');
  server = started;
  return started;
}

function renderBoard(role: 'admin' | 'user', shown: ContestDetail = contest) {
  authStore.setState({ user: { ...signedInUser, role }, isAuthenticated: true, sessionChecked: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/contests/regional/scoreboard?view=jury']}>
        <ScoreboardView contest={shown} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const boardReads = (api: TestServer) =>
  api.requests.filter((r) => new URL(r.path, 'http://api').pathname === BOARD).length;
const sent = (api: TestServer, method: string, path: string) =>
  api.requests
    .filter((r) => r.method === method && r.path === path)
    .map((r) => (r.body === '' ? undefined : (JSON.parse(r.body) as unknown)));

/** Opens a row's menu and picks an item; answers the dialog it opened. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, item: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(screen.getByRole('button', { name: item }));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  vi.stubGlobal('EventSource', FetchEventSource);
  answers = {};
  rows = [
    { ...row(ADA, 1, 20, [cell('A', 'ok:20/1')]), category: 'Students' },
    { ...row(BOB, 2, 0, [cell('A', 'no/1')]), category: 'Open' },
  ];
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  authStore.setState({ user: null, isAuthenticated: false, sessionChecked: false });
  await server?.close();
  server = undefined;
});

describe('the organiser’s actions on the board’s rows', () => {
  it('when a participant who is not an admin looks, then no row has a menu', async () => {
    await serve();
    renderBoard('user');
    await waitFor(() => {
      expect(screen.getAllByTestId('scoreboard-row')).toHaveLength(2);
    });
    expect(screen.queryAllByTestId('participant-actions')).toEqual([]);
  });

  it('when an admin opens a row’s menu with the keyboard, then it names the participant and offers the three actions', async () => {
    const user = userEvent.setup();
    await serve();
    renderBoard('admin');
    const trigger = await screen.findByRole('button', { name: `Actions for ${ADA}` });
    expect(screen.getAllByTestId('participant-actions')).toHaveLength(2);
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('list', { name: `Actions for ${ADA}` });
    expect(
      within(menu)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Change category…', 'Disqualify…', 'Remove…']);
    await user.keyboard('{Tab}{Tab}{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`Disqualify ${ADA}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('when the contest has no categories or has ended, then there is no category item and Remove says why it is off', async () => {
    const user = userEvent.setup();
    await serve();
    rows = rows.map(({ category: _category, ...rest }) => rest);
    renderBoard('admin', { ...contest, categories: [], status: 'Completed' });
    await user.click(await screen.findByRole('button', { name: `Actions for ${BOB}` }));
    const menu = screen.getByRole('list', { name: `Actions for ${BOB}` });
    expect(within(menu).queryByRole('button', { name: 'Change category…' })).toBeNull();
    const remove = within(menu).getByRole('button', { name: /^Remove…/ });
    expect(remove.hasAttribute('disabled')).toBe(true);
    expect(remove.textContent).toContain(CONTEST_MESSAGES.removeAfterEnd);
  });

  it('when the board is a team contest’s, then a team’s row has its menu and an action names the team by its id', async () => {
    const user = userEvent.setup();
    const team = '00000000-0000-4000-8000-0000000000e1';
    const api = await serve();
    answers[`DELETE ${participant(team)}`] = { status: 204 };
    rows = [teamRow({ _id: team, name: 'Kernel Panic' }, 1, 0, [])];
    renderBoard('admin', { ...contest, teamSize: 3 });
    await screen.findByText('Kernel Panic');

    const dialog = await choose(user, 'Kernel Panic', 'Remove…');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => {
      expect(sent(api, 'DELETE', participant(team))).toHaveLength(1);
    });
  });

  it('when the admin moves Ada to Open, then the current category is chosen first, Open is sent, a note says so and the board is read again', async () => {
    const user = userEvent.setup();
    const api = await serve();
    answers[`PATCH ${participant(ADA)}`] = { status: 200, body: { userId: ADA, category: 'Open' } };
    renderBoard('admin');
    const dialog = await choose(user, ADA, 'Change category…');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /Students/ }).checked).toBe(true);
    const before = boardReads(api);

    await user.click(within(dialog).getByRole('radio', { name: 'Open' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change category' }));
    expect((await screen.findByText(`${ADA} is now in Open.`)).closest('[role="status"]')).not.toBeNull();
    expect(sent(api, 'PATCH', participant(ADA))).toEqual([{ category: 'Open' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => {
      expect(boardReads(api)).toBeGreaterThan(before);
    });
  });

  it('when the API refuses the category, then its message shows in the dialog, which stays open', async () => {
    const user = userEvent.setup();
    await serve();
    answers[`PATCH ${participant(ADA)}`] = {
      status: 404,
      body: { error: CONTEST_MESSAGES.participantNotFound },
    };
    renderBoard('admin');
    const dialog = await choose(user, ADA, 'Change category…');
    await user.click(within(dialog).getByRole('radio', { name: 'Open' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change category' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CONTEST_MESSAGES.participantNotFound);
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('when the reason is left blank, then the contract’s message asks for one and nothing is sent; then the reason is sent', async () => {
    const user = userEvent.setup();
    const api = await serve();
    answers[`POST ${DISQUALIFY}`] = {
      status: 200,
      body: {
        userId: BOB,
        reason: 'Shared code',
        disqualifiedAt: '2030-01-01T11:30:00.000Z',
        contestsRerated: 0,
      },
    };
    renderBoard('admin');
    const dialog = await choose(user, BOB, 'Disqualify…');
    expect(dialog.textContent).toContain('whole team');
    expect(dialog.textContent).toContain('shown to the participant');
    const reason = within(dialog).getByLabelText('Reason shown to the participant');

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(INTEGRITY_MESSAGES.reasonRequired);
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(sent(api, 'POST', DISQUALIFY)).toEqual([]);

    await user.type(reason, 'Shared code');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify' }));
    expect(await screen.findByText(`${BOB} is disqualified.`)).toBeDefined();
    expect(sent(api, 'POST', DISQUALIFY)).toEqual([{ userId: BOB, reason: 'Shared code' }]);
  });

  it('when the admin confirms a removal the API refuses, then its message shows; once it answers 204, the note', async () => {
    const user = userEvent.setup();
    const api = await serve();
    answers[`DELETE ${participant(BOB)}`] = { status: 409, body: { error: CONTEST_MESSAGES.removeAfterEnd } };
    renderBoard('admin');
    const dialog = await choose(user, BOB, 'Remove…');
    expect(within(dialog).getByRole('heading').textContent).toBe(`Remove ${BOB} from ${contest.title}?`);

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CONTEST_MESSAGES.removeAfterEnd);

    answers[`DELETE ${participant(BOB)}`] = { status: 204 };
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(`${BOB} is removed from the contest.`)).toBeDefined();
    expect(sent(api, 'DELETE', participant(BOB))).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
