// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { LandingResponse } from '@codecourt/contracts';
import LandingRoute from '@/app/routes/landing';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';

let server: TestServer | undefined;

/** The landing page against an API whose /landing answers `landing` (or fails with 500 when undefined). */
async function renderLanding(landing: LandingResponse | undefined): Promise<TestServer> {
  const api = await startTestServer((request, response) => {
    const path = new URL(request.path, 'http://x').pathname;
    if (path === '/landing' && landing) sendJson(response, 200, landing);
    else if (path === '/ai/status') sendJson(response, 200, { configured: false });
    else sendJson(response, 500, { error: 'Internal server error' });
  });
  server = api;
  openPageOn(api, '/');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <LandingRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

const story = { name: 'Ada L.', role: 'Engineer', quote: 'Reading the failing case taught me most.' };

describe('the landing page from the content file', () => {
  it('when the file sets marketing figures, companies and a story, then each shows', async () => {
    await renderLanding({
      figures: { mode: 'marketing', problems: 42, solved: 13 },
      companies: ['Initech', 'Hooli'],
      stories: [story],
    });

    await waitFor(() => {
      expect(screen.getByTestId('stat-problems').textContent).toBe('42');
    });
    expect(screen.getByTestId('stat-solved').textContent).toBe('13');
    expect(screen.getByText('Initech')).toBeTruthy();
    expect(screen.getAllByText(story.quote).length).toBeGreaterThan(0);
  });

  it('when the file sets live figures, then the users count replaces the languages', async () => {
    await renderLanding({
      figures: { mode: 'live', problems: 3, solved: 2, users: 7 },
      companies: [],
      stories: [],
    });

    await waitFor(() => {
      expect(screen.getByTestId('stat-users').textContent).toBe('7');
    });
    expect(screen.queryByTestId('stat-languages')).toBeNull();
  });

  it('when the figures are off and the lists are empty, then those sections are not shown at all', async () => {
    const api = await renderLanding({ figures: { mode: 'off' }, companies: [], stories: [] });

    await waitFor(() => {
      expect(api.hits('/landing').length).toBeGreaterThan(0);
    });
    await waitFor(() => {
      expect(screen.queryByTestId('stat-problems')).toBeNull();
    });
    expect(screen.queryByRole('heading', { name: 'Success stories' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /interviews at/ })).toBeNull();
  });

  it(
    'when the API cannot answer, then the figures say not available and no invented content shows',
    { timeout: 20_000 },
    async () => {
      await renderLanding(undefined);

      // The query client retries a 500 before it gives up.
      await waitFor(
        () => {
          expect(screen.getByTestId('stat-problems').textContent).toBe('—');
        },
        { timeout: 15_000 },
      );
      expect(screen.queryByRole('heading', { name: 'Success stories' })).toBeNull();
    },
  );
});
