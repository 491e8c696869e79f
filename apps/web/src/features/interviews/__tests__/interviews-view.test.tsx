// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Interview } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser } from '@/testing/signed-in-user';
import type { TestServer } from '@/testing/test-server';
import { GRACE, room, serveInterviews } from './interview-fixtures';
import { InterviewsView } from '@/features/interviews/components/interviews-view';

let server: TestServer | undefined;

async function serve(list: Interview[], outage = { down: false }): Promise<void> {
  server = await serveInterviews(list, outage);
}

function renderView() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/interviews']}>
        <InterviewsView userId={signedInUser._id} problems={{ status: 'ready', problems: [] }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the interviews page', () => {
  it('when the user has no rooms, then it says so after loading', async () => {
    await serve([]);
    renderView();
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toContain(
      'Loading your interviews',
    );

    expect(await screen.findByTestId('interviews-empty')).toBeDefined();
  });

  it('when the list fails, then the error shows and trying again lists the rooms', async () => {
    const user = userEvent.setup();
    const outage = { down: true };
    await serve([room('1')], outage);
    renderView();

    expect((await screen.findByTestId('load-error', {}, { timeout: 10_000 })).textContent).toBe(
      'The database is restarting',
    );
    outage.down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByTestId('interview-card')).toHaveLength(1);
  });

  it('when there are rooms, then each shows its status, the user’s role, who else and when, in the API’s order', async () => {
    await serve([
      room('2', {
        status: 'running',
        startedAt: '2026-05-04T10:05:00.000Z',
        problem: { source: 'library', title: 'Two Sum', statementHtml: '<p>Add.</p>' },
        participants: [
          { userId: signedInUser._id, firstName: 'Ada', role: 'interviewer' },
          { userId: GRACE, firstName: 'Grace', role: 'candidate' },
        ],
      }),
      room('1'),
    ]);
    renderView();

    const [first, second] = await screen.findAllByTestId('interview-card');
    expect(within(first as HTMLElement).getByRole('link', { name: 'Two Sum' })).toBeDefined();
    expect(within(first as HTMLElement).getByText('In progress')).toBeDefined();
    expect(first?.textContent).toContain('You interview with Grace');
    expect(first?.textContent).toContain('Started');
    expect(within(second as HTMLElement).getByText('Waiting to start')).toBeDefined();
    expect(second?.textContent).toContain('nobody has joined yet');
  });

  it('when a candidate’s ended room has shared feedback, then opening it shows the scores and the feedback', async () => {
    const user = userEvent.setup();
    await serve([
      room('3', {
        status: 'ended',
        startedAt: '2026-05-04T10:05:00.000Z',
        endedAt: '2026-05-04T10:50:00.000Z',
        feedbackShared: true,
        participants: [
          { userId: GRACE, firstName: 'Grace', role: 'interviewer' },
          { userId: signedInUser._id, firstName: 'Ada', role: 'candidate' },
        ],
      }),
      room('4', {
        status: 'ended',
        endedAt: '2026-05-04T10:50:00.000Z',
        startedAt: '2026-05-04T10:05:00.000Z',
      }),
    ]);
    renderView();

    const [shared, notShared] = await screen.findAllByTestId('interview-card');
    expect(within(notShared as HTMLElement).queryByText('Feedback from your interviewer')).toBeNull();
    await user.click(within(shared as HTMLElement).getByText('Feedback from your interviewer'));

    const feedback = await within(shared as HTMLElement).findByTestId('feedback-card');
    expect(feedback.textContent).toContain('Test the edges first.');
    expect(feedback.textContent).toContain('Hire');
  });
});
