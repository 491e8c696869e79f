// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { REJUDGE_MESSAGES, type Rejudge, type RejudgePreview } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { RejudgePreview as RejudgePreviewView } from '@/features/admin/components/rejudge-preview';

const ID = '00000000-0000-4000-8000-000000000031';
const START = '2026-11-27T10:00:00.000Z';
const rejudge = (status: Rejudge['status'], judged: number, changed: number): Rejudge => ({
  _id: ID,
  contestId: '00000000-0000-4000-8000-000000000030',
  label: 'A',
  status,
  total: 2,
  judged,
  changed,
  createdAt: '2026-11-27T11:00:00.000Z',
  decidedAt: null,
});
const result = (name: string, before: string, after: string | null) => ({
  submissionId: `00000000-0000-4000-8000-0000000000${name === 'Ada' ? '41' : '42'}`,
  user: { _id: '00000000-0000-4000-8000-000000000050', firstName: name, lastName: null },
  submittedAt: '2026-11-27T10:12:30.000Z',
  before,
  after,
  changed: after !== null && after !== before,
  // Ada's right answer turns her failed try into a solve at minute 12.
  board:
    after === 'Accepted' && before !== 'Accepted'
      ? {
          before: { solved: false, attempts: 1, minutes: null, score: 0 },
          after: { solved: true, attempts: 1, minutes: 12, score: 1 },
        }
      : null,
});

let server: TestServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

/** The preview against a server that answers each GET with the next of `answers` (the last one repeats). */
async function showPreview(answers: { status: number; body: RejudgePreview | { error: string } }[]) {
  let asked = 0;
  server = await startTestServer((request, response) => {
    if (request.path === `/rejudges/${ID}`) {
      const answer = answers[Math.min(asked++, answers.length - 1)];
      if (answer) sendJson(response, answer.status, answer.body);
    } else if (request.path === `/rejudges/${ID}/apply`)
      sendJson(response, 200, { rejudge: rejudge('applied', 2, 1), applied: 1, contestsRerated: 2 });
    else sendJson(response, 404, { error: 'Not found' });
  });
  openPageOn(server, '/admin');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <RejudgePreviewView
          rejudgeId={ID}
          contest={{ startAt: START, format: 'icpc' }}
          scoreboardHref="/contests/round/scoreboard"
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return server;
}
const status = () => screen.findByTestId('rejudge-status', {}, { timeout: 10_000 });

describe('the rejudge preview', () => {
  it('when the judge is still working, then progress shows and the preview follows until the changed verdict is listed', async () => {
    await showPreview([
      {
        status: 200,
        body: { rejudge: rejudge('judging', 1, 0), results: [result('Ada', 'Wrong Answer', null)] },
      },
      {
        status: 200,
        body: {
          rejudge: rejudge('ready', 2, 1),
          results: [result('Ada', 'Wrong Answer', 'Accepted'), result('Bob', 'Wrong Answer', 'Wrong Answer')],
        },
      },
    ]);
    expect((await status()).textContent).toBe('Judging again: 1 of 2 submissions');
    expect(screen.getByRole('progressbar', { name: 'Submissions judged again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();

    await waitFor(
      () => {
        expect(screen.getByTestId('rejudge-status').textContent).toBe('1 verdict changes if applied');
      },
      { timeout: 10_000 },
    );
    const rows = screen.getByTestId('rejudge-results').querySelectorAll('tbody tr');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('Ada');
    expect(rows[0]?.textContent).toContain('0:12');
    expect(rows[0]?.textContent).toMatch(/Wrong Answer.*Accepted/);
    expect(within(rows[0] as HTMLElement).getByTestId('rejudge-board').textContent).toBe(
      'not solved, 1 trysolved at minute 12, 1 try',
    );
    fireEvent.click(screen.getByRole('checkbox'));
    expect(screen.getByTestId('rejudge-results').querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('when no verdict changes, then the empty state says so and Apply and Cancel are still offered', async () => {
    await showPreview([
      {
        status: 200,
        body: {
          rejudge: rejudge('ready', 2, 0),
          results: [result('Ada', 'Accepted', 'Accepted'), result('Bob', 'Wrong Answer', 'Wrong Answer')],
        },
      },
    ]);
    expect((await status()).textContent).toBe('No verdict changes');
    expect(screen.getByRole('heading', { name: 'No verdict changes' })).toBeTruthy();
    expect(screen.queryByTestId('rejudge-results')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel rejudge' })).toBeTruthy();
  });

  it('when the admin applies, then the stored result, the re-rated contests and the way to the board show', async () => {
    const api = await showPreview([
      {
        status: 200,
        body: { rejudge: rejudge('ready', 2, 1), results: [result('Ada', 'Wrong Answer', 'Accepted')] },
      },
      {
        status: 200,
        body: { rejudge: rejudge('applied', 2, 1), results: [result('Ada', 'Wrong Answer', 'Accepted')] },
      },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }, { timeout: 10_000 }));
    const applied = await screen.findByTestId('rejudge-applied', {}, { timeout: 10_000 });
    expect(applied.textContent).toContain('2 rated contests were re-rated');
    // Once applied the board is the after: no forecast column any more.
    await waitFor(() => {
      expect(screen.queryByTestId('rejudge-board')).toBeNull();
    });
    expect(screen.getByRole('link', { name: 'Scoreboard' }).getAttribute('href')).toBe(
      '/contests/round/scoreboard',
    );
    expect(api.hits(`/rejudges/${ID}/apply`)).toHaveLength(1);
  });

  it('when the rejudge cannot be read, then the API message shows with a way to ask again', async () => {
    await showPreview([{ status: 404, body: { error: REJUDGE_MESSAGES.notFound } }]);
    expect((await screen.findByTestId('load-error', {}, { timeout: 10_000 })).textContent).toBe(
      REJUDGE_MESSAGES.notFound,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
