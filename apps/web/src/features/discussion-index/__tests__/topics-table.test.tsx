// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { DiscussionIndexItem } from '@codecourt/contracts';
import { createQueryClient } from '@/lib/query-client';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { TopicsTable } from '@/features/discussion-index/components/topics-table';

const row: DiscussionIndexItem = {
  _id: '00000000-0000-4000-8000-000000000001',
  title: 'Hash map or two pointers?',
  tags: ['question'],
  userId: { _id: '00000000-0000-4000-8000-0000000000aa', firstName: 'Ada', lastName: 'Lovelace' },
  score: 3,
  replyCount: 2,
  createdAt: new Date().toISOString(),
  problem: { _id: '00000000-0000-4000-8000-0000000000bb', slug: 'two-sum', title: 'Two Sum' },
};
let server: TestServer | undefined;

afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});

describe('/discuss', () => {
  it('when discussions exist, then real rows show with their problem and author, and search and Top ask the API', async () => {
    server = await startTestServer((request, response) => {
      const url = new URL(request.path, 'http://x');
      if (url.pathname !== '/discussions') sendJson(response, 404, { error: 'not found' });
      else sendJson(response, 200, { discussions: url.searchParams.get('q') === 'zzz' ? [] : [row] });
    });
    openPageOn(server, '/discuss');
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TopicsTable />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const link = await screen.findByRole('link', { name: row.title }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe(`/discussions/${row.problem._id}`);
    expect(screen.getByText('Two Sum')).toBeTruthy();
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Top' }));
    await user.type(screen.getByLabelText('Search discussions'), 'zzz');
    expect(await screen.findByText('No discussion matches.', {}, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => {
      expect(server?.hits('/discussions?sort=top&q=zzz').length).toBeGreaterThan(0);
    });
  });
});
