// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import {
  CONTEST_ACCOUNTS_MESSAGES as M,
  type ContestDetail,
  type ImportAccountsResponse,
} from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { AccountsImport } from '@/features/contest-accounts/components/accounts-import';

/** A team contest going on, as the API answers its admin. */
const contest: ContestDetail = {
  _id: '00000000-0000-4000-8000-0000000000c1',
  slug: 'regional',
  title: 'Regional',
  format: 'icpc',
  status: 'Ongoing',
  startAt: '2030-01-01T10:00:00.000Z',
  endAt: '2030-01-01T15:00:00.000Z',
  freezeAt: null,
  windowMinutes: null,
  problemCount: 0,
  participants: 0,
  registered: false,
  teamSize: 2,
  medals: { gold: 0, silver: 0, bronze: 0 },
  categories: [],
  rated: false,
  ratingsFinalisedAt: null,
  description: '',
  penaltyMinutes: 20,
  registration: 'open',
  participation: null,
  frozen: false,
  problems: [],
};
const CSV = [
  'team,affiliation,country,name1,email1,name2,email2',
  'Null Pointers,TU Delft,NLD,Ada Lovelace,ada@x.org,Grace Hopper,grace@x.org',
  'Kernel Panic,,,Alan Turing,alan@x.org,,',
].join('\n');
const imported: ImportAccountsResponse = {
  accounts: [
    { team: 'Null Pointers', name: 'Ada Lovelace', email: 'ada@x.org', password: 'Abcd-efg2-Hjk3' },
    { team: 'Null Pointers', name: 'Grace Hopper', email: 'grace@x.org', password: null },
    { team: 'Kernel Panic', name: 'Alan Turing', email: 'alan@x.org', password: 'Mnpq-rst4-Uvw5' },
  ],
  teams: 2,
  created: 2,
  existing: 1,
};
let server: TestServer | undefined;

/** The contest and its import: `answer` is what the import answers (status and body). */
async function serve(answer: { status: number; body: unknown }): Promise<TestServer> {
  const started = await startTestServer((request, response) => {
    if (request.method === 'GET') sendJson(response, 200, contest);
    else sendJson(response, answer.status, answer.body);
  });
  openPageOn(started, '/admin');
  server = started;
  return started;
}

async function renderImport() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AccountsImport contestId={contest._id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.findByLabelText('CSV');
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('batch accounts', () => {
  it('when nothing is pasted yet, then the preview is empty and Import is off', async () => {
    await serve({ status: 201, body: imported });
    await renderImport();

    expect(screen.getByText('No rows yet')).toBeDefined();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(true);
  });

  it('when a row breaks a rule, then its line shows the problem before anything is sent', async () => {
    const user = userEvent.setup();
    const api = await serve({ status: 201, body: imported });
    await user.click(await renderImport());

    await user.paste(`${CSV}\nToo Many,,,One Aaa,a@x.org,Two Bbb,not-mail`);

    const row = screen.getByRole('row', { name: /^4 / });
    expect(within(row).getByText(M.emailInvalid('not-mail'))).toBeDefined();
    expect(screen.getByTestId('accounts-preview-count').textContent).toBe('3 rows, 1 to fix');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(true);
    expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('when the API refuses lines, then each shows on its row with the refusal', async () => {
    const user = userEvent.setup();
    await serve({ status: 400, body: { error: M.invalid, rows: [{ line: 3, message: M.teamTaken }] } });
    await user.click(await renderImport());
    await user.paste(CSV);

    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect((await screen.findByRole('alert')).textContent).toBe(M.invalid);
    expect(within(screen.getByRole('row', { name: /^3 / })).getByText(M.teamTaken)).toBeDefined();
    expect(within(screen.getByRole('row', { name: /^2 / })).getByText('Ready')).toBeDefined();
  });

  it('when the import succeeds, then a card per team shows each member’s email and password, once', async () => {
    const user = userEvent.setup();
    const api = await serve({ status: 201, body: imported });
    await user.click(await renderImport());
    await user.paste(CSV);

    await user.click(screen.getByRole('button', { name: 'Import' }));

    const card = await screen.findByRole('article', { name: 'Null Pointers' });
    expect(within(card).getByText('TU Delft')).toBeDefined();
    expect(within(card).getByText('Abcd-efg2-Hjk3')).toBeDefined();
    expect(within(card).getByText('existing account')).toBeDefined();
    expect(
      within(screen.getByRole('article', { name: 'Kernel Panic' })).getByText('alan@x.org'),
    ).toBeDefined();
    expect(screen.getByRole('alert').textContent).toMatch(/shown this once/);
    expect(screen.getByTestId('accounts-summary').textContent).toBe(
      '2 new accounts, 1 existing, 2 teams registered.',
    );
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDefined();
    expect(JSON.parse(api.hits(`/contests/${contest._id}/accounts`)[0]?.body ?? '{}')).toEqual({ csv: CSV });
  });

  it('when the contest cannot be loaded, then the error and a retry show', async () => {
    const started = await startTestServer((_request, response) => {
      sendJson(response, 404, { error: 'Contest not found' });
    });
    openPageOn(started, '/admin');
    server = started;
    await renderImport().catch(() => undefined);

    expect((await screen.findByTestId('load-error')).textContent).toBe('Contest not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });
});
