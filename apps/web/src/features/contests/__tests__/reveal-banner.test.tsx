// @vitest-environment happy-dom
// Spectators during the reveal (issue #36 item 3): the public board says how far the reveal has got, draws
// out the cell that comes next, and follows each step through the board's event stream (no polling).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn } from '@/testing/test-server';
import { ScoreboardView } from '@/features/contests/components/scoreboard-view';
import { FetchEventSource } from './fetch-event-source';
import { ADA, BOB, CONTEST_ID, revealContest, startRevealServer, type RevealServer } from './reveal-server';

let server: RevealServer | undefined;

async function spectate(step: number | undefined): Promise<RevealServer> {
  server = await startRevealServer(step);
  openPageOn(server, `/contests/final/scoreboard`);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ScoreboardView contest={revealContest} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return server;
}

const banner = () => screen.findByTestId('reveal-banner');
const nextCells = () =>
  screen.getAllByTestId('score-cell').filter((cell) => cell.getAttribute('data-next') === 'true');
const rowOf = (userId: string) =>
  screen.getAllByTestId('scoreboard-row').find((row) => row.getAttribute('data-user') === userId);

beforeEach(() => {
  vi.stubGlobal('EventSource', FetchEventSource);
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await server?.close();
  server = undefined;
});

describe('the spectators’ board during a reveal', () => {
  it('when a reveal runs, then a polite live banner tells the step and the next cell is drawn out', async () => {
    await spectate(1);
    const shown = await banner();
    expect(shown.getAttribute('role')).toBe('status');
    expect(shown.getAttribute('aria-live')).toBe('polite');
    expect(shown.textContent).toContain('Revealing the frozen board — step 1 of 3');
    expect(shown.textContent).toContain('Next: Bob, problem A');
    expect(screen.queryByTestId('frozen-banner')).toBeNull();
    const [next] = nextCells();
    expect(nextCells()).toHaveLength(1);
    expect(next?.getAttribute('data-label')).toBe('A');
    expect(rowOf(BOB)?.getAttribute('data-next')).toBe('true');
    expect(within(next as HTMLElement).getByText(/revealed next/)).toBeDefined();
  });

  it('when no reveal runs, then the board is frozen as before: no banner, nothing drawn out', async () => {
    await spectate(undefined);
    expect((await screen.findByTestId('frozen-banner')).textContent).toContain('frozen');
    expect(screen.queryByTestId('reveal-banner')).toBeNull();
    expect(nextCells()).toEqual([]);
  });

  it('when the admin takes a step, then the board follows through its events: the banner, the cells and the highlight', async () => {
    const api = await spectate(1);
    expect((await banner()).textContent).toContain('step 1 of 3');
    await waitFor(() => {
      expect(api.streams()).toBe(1);
    });
    const boardReads = () =>
      api.requests.filter((r) => r.path.startsWith(`/contests/${CONTEST_ID}/scoreboard?`)).length;
    const before = boardReads();

    api.stepElsewhere(2);
    await waitFor(() => {
      expect(screen.getByTestId('reveal-banner').textContent).toContain('step 2 of 3');
    });
    expect(screen.getByTestId('reveal-banner').textContent).toContain('Next: Ada, problem B');
    expect(rowOf(ADA)?.getAttribute('data-next')).toBe('true');
    expect(rowOf(BOB)?.getAttribute('data-next')).toBeNull();
    expect(
      within(rowOf(BOB) as HTMLElement)
        .getAllByTestId('score-cell')[0]
        ?.getAttribute('data-state'),
    ).toBe('solved');
    // One read per event: the board is not polled.
    expect(boardReads()).toBe(before + 1);
  });
});
