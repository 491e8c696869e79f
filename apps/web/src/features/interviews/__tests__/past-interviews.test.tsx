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
import { PastInterviews } from '@/features/interviews/components/past-interviews';

let server: TestServer | undefined;

const ended = (id: string, overrides: Partial<Interview> = {}): Interview =>
  room(id, {
    status: 'ended',
    participants: [
      { userId: GRACE, firstName: 'Grace', role: 'interviewer' },
      { userId: signedInUser._id, firstName: 'Ada', role: 'candidate' },
    ],
    startedAt: '2026-05-04T10:05:00.000Z',
    endedAt: '2026-05-04T10:50:00.000Z',
    ...overrides,
  });

async function serve(list: Interview[], outage = { down: false }): Promise<void> {
  server = await serveInterviews(list, outage, '/profile');
}

function renderSection() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/profile']}>
        <PastInterviews userId={signedInUser._id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('past interviews on the profile', () => {
  it('when the user has rooms, then only the ended ones are kept here, and shared feedback opens', async () => {
    const user = userEvent.setup();
    await serve([
      ended('1', { status: 'running', endedAt: null }),
      ended('2', { feedbackShared: true }),
      ended('3'),
    ]);
    renderSection();

    const cards = await screen.findAllByTestId('interview-card');
    expect(cards).toHaveLength(2);
    const [shared, notShared] = cards;
    expect(within(notShared as HTMLElement).queryByText('Feedback from your interviewer')).toBeNull();
    await user.click(within(shared as HTMLElement).getByText('Feedback from your interviewer'));
    expect(await within(shared as HTMLElement).findByText('Test the edges first.')).toBeDefined();
  });

  it('when none has ended, then it says where they will appear', async () => {
    await serve([ended('1', { status: 'waiting', startedAt: null, endedAt: null })]);
    renderSection();

    expect(await screen.findByTestId('past-interviews-empty')).toBeDefined();
    expect(screen.queryByTestId('interview-card')).toBeNull();
  });

  it('when the list fails, then the error shows and trying again lists them', async () => {
    const user = userEvent.setup();
    const outage = { down: true };
    await serve([ended('1')], outage);
    renderSection();

    expect((await screen.findByTestId('load-error', {}, { timeout: 10_000 })).textContent).toBe(
      'The database is restarting',
    );
    outage.down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('interview-card')).toHaveLength(1);
  });
});
