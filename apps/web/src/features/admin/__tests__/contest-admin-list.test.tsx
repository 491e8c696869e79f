// @vitest-environment happy-dom
// The admin contests list's way to the reveal (issue #36 item 3): an ended contest that had a freeze gets a
// Reveal link, named with its title for screen readers like the list's other actions; others get none.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { ContestAdminList } from '@/features/admin/components/contest-admin-list';
import { storedContest } from './contest-fixtures';

let server: TestServer | undefined;

const summary = (id: string, title: string, status: string, freezeAt: string | null, frozen = false) => ({
  ...storedContest,
  _id: `00000000-0000-4000-8000-0000000000${id}`,
  slug: title.toLowerCase(),
  title,
  status,
  freezeAt,
  frozen,
  categories: [],
});

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('the admin contests list', () => {
  it('when a contest has ended with a freeze, then it has a Reveal link named with its title; running or unfrozen ones do not', async () => {
    const contests = [
      summary('d1', 'Final', 'Completed', '2026-11-30T14:00:00.000Z', true),
      summary('d2', 'Live', 'Ongoing', '2026-11-30T14:00:00.000Z', true),
      summary('d3', 'Open', 'Completed', null),
      summary('d4', 'Spring', 'Completed', '2026-11-30T14:00:00.000Z'),
    ];
    server = await startTestServer((request, response) => {
      if (request.path === '/contests') sendJson(response, 200, contests);
      else sendJson(response, 404, { error: 'Route not found' });
    });
    openPageOn(server, '/admin/contests');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ContestAdminList />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const reveal = await screen.findByRole('link', { name: 'Reveal the frozen board of Final' });
    expect(reveal.getAttribute('href')).toBe('/admin/contests/00000000-0000-4000-8000-0000000000d1/reveal');
    expect(screen.getAllByRole('link', { name: /^Reveal/ })).toHaveLength(1);
  });
});
