// @vitest-environment happy-dom
// The reveal's presenter (issue #36 item 3) against a real HTTP server that plays the API: one step per
// press whatever the keys do while a step is in flight, back and home, the next cell drawn out, the API's
// refusals shown, and the final board once the last step lifts the freeze.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { CONTEST_MESSAGES } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn } from '@/testing/test-server';
import { RevealPresenter } from '@/features/contests/components/reveal-presenter';
import { ADA, BOB, CAROL, CONTEST_ID, startRevealServer, type RevealServer } from './reveal-server';

let server: RevealServer | undefined;

async function present(start?: number): Promise<RevealServer> {
  server = await startRevealServer(start);
  openPageOn(server, `/admin/contests/${CONTEST_ID}/reveal`);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <RevealPresenter contestId={CONTEST_ID} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return server;
}

const shows = (text: string) =>
  waitFor(() => {
    expect(screen.getByTestId('reveal-step').textContent).toBe(text);
  });
const rowOf = (userId: string) =>
  screen.getAllByTestId('scoreboard-row').find((row) => row.getAttribute('data-user') === userId);

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the reveal presenter', () => {
  it('when Space, → and Enter are pressed while a step is in flight, then one step is posted; ← goes one back and Home to the start', async () => {
    const user = userEvent.setup();
    const api = await present(0);
    await shows('Step 0 of 3');

    api.hold = true;
    await user.keyboard('[Space][ArrowRight][Enter]');
    await waitFor(() => {
      expect(api.posts()).toHaveLength(1);
    });
    expect(screen.getByTestId('reveal-presenter').getAttribute('aria-busy')).toBe('true');
    api.hold = false;
    api.release();
    await shows('Step 1 of 3');
    // The presses made while the first step was in flight were dropped, not queued.
    expect(api.posts()).toEqual([{ step: 1 }]);

    // Each press moves one step from where the board stands: forward, back, and home to the start.
    const presses: [string, string][] = [
      ['[ArrowRight]', 'Step 2 of 3'],
      ['[ArrowLeft]', 'Step 1 of 3'],
      ['[Enter]', 'Step 2 of 3'],
      ['[Backspace]', 'Step 1 of 3'],
      ['[PageDown]', 'Step 2 of 3'],
      ['[Home]', 'Step 0 of 3'],
    ];
    for (const [key, step] of presses) {
      await user.keyboard(key);
      await shows(step);
    }
    expect(api.posts()).toEqual([
      { step: 1 },
      { step: 2 },
      { step: 1 },
      { step: 2 },
      { step: 1 },
      { step: 2 },
      { step: 0 },
    ]);
    // At step 0 there is nowhere back to go: nothing more is posted.
    await user.keyboard('[ArrowLeft][Home]');
    expect(api.posts()).toHaveLength(7);
  });

  it('when a step is shown, then the row and the cell the next step reveals are drawn out, and only they', async () => {
    await present(1);
    await shows('Step 1 of 3');
    // After Carol's A, Bob's A comes next.
    await waitFor(() => {
      expect(rowOf(BOB)?.getAttribute('data-next')).toBe('true');
    });
    const marked = screen.getAllByTestId('score-cell').filter((c) => c.getAttribute('data-next') === 'true');
    expect(marked).toHaveLength(1);
    expect(marked[0]?.getAttribute('data-label')).toBe('A');
    expect(rowOf(BOB)?.contains(marked[0] ?? null)).toBe(true);
    expect(within(marked[0] as HTMLElement).getByText(/revealed next/)).toBeDefined();
    expect(rowOf(CAROL)?.getAttribute('data-next')).toBeNull();
    expect(screen.getByTestId('reveal-next').textContent).toBe('Next: Bob, problem A');
    // The step before showed Carol's failed tries; Bob's A is still hidden.
    expect(
      within(rowOf(CAROL) as HTMLElement)
        .getAllByTestId('score-cell')[0]
        ?.getAttribute('data-state'),
    ).toBe('failed');
    expect(
      within(rowOf(BOB) as HTMLElement)
        .getAllByTestId('score-cell')[0]
        ?.getAttribute('data-state'),
    ).toBe('pending');
  });

  it('before the reveal began, then Start the reveal posts step 0; a refusal shows the API’s message', async () => {
    const user = userEvent.setup();
    const api = await present();
    await shows('Not started');
    const start = screen.getByRole('button', { name: /Start the reveal/ });
    expect(start.getAttribute('aria-keyshortcuts')).toContain('Space');

    api.refuse = { status: 409, error: CONTEST_MESSAGES.revealBeforeEnd };
    await user.click(start);
    expect((await screen.findByRole('alert')).textContent).toBe(CONTEST_MESSAGES.revealBeforeEnd);
    await shows('Not started');

    await user.click(screen.getByRole('button', { name: /Start the reveal/ }));
    await shows('Step 0 of 3');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.posts()).toEqual([{ step: 0 }, { step: 0 }]);
  });

  it('when the last step is taken, then the freeze lifts: the final board with its medal and awards, and the reveal is finished', async () => {
    const user = userEvent.setup();
    const api = await present(2);
    await shows('Step 2 of 3');
    await user.click(screen.getByRole('button', { name: /Show the final board/ }));
    await shows('Reveal finished');
    expect(api.posts()).toEqual([{ step: 3 }]);
    await waitFor(() => {
      expect(rowOf(ADA)?.getAttribute('data-medal')).toBe('gold');
    });
    expect(screen.getByTestId('awards-panel').textContent).toContain('Ada');
    expect(screen.queryByRole('button', { name: /Next step|Show the final board/ })).toBeNull();
    // Nothing is left to step through.
    await user.keyboard('[Space][ArrowLeft]');
    expect(api.posts()).toHaveLength(1);
  });
});
