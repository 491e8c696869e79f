// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@/lib/auth';
import { signedInUser as me } from '@/testing/signed-in-user';
import { sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { discussion } from '@/features/discussions/__tests__/discussion-fixture';
import { problem, renderWorkspace } from '@/app/routes/problem/__tests__/render-workspace';

type HappyWindow = {
  happyDOM: { setURL: (url: string) => void; setViewport: (size: { width: number; height: number }) => void };
};
const happy = () => (window as unknown as HappyWindow).happyDOM;

const thread = discussion;

let server: TestServer | undefined;

/** The problem's discussions and a reply to them, from a stand-in API at the page's origin. */
async function serveDiscussions(): Promise<TestServer> {
  server = await startTestServer((request, response) => {
    if (request.method === 'GET' && request.path.startsWith(`/discussions/problem/${problem._id}`))
      sendJson(response, 200, { discussions: [thread] });
    else if (request.method === 'POST' && request.path === `/discussions/${thread._id}/reply`) {
      const { content } = JSON.parse(request.body) as { content: string };
      const reply = {
        _id: '00000000-0000-4000-8000-000000000201',
        content,
        contentHtml: `<p>${content}</p>`,
      };
      sendJson(response, 200, {
        ...thread,
        replies: [{ ...reply, userId: me, createdAt: '2026-01-01T00:05:00.000Z' }],
      });
    } else sendJson(response, 200, null);
  });
  happy().setURL(new URL(`/problem/${problem._id}`, server.baseUrl).href);
  return server;
}

const tabNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

afterEach(async () => {
  cleanup();
  happy().setViewport({ width: 1024, height: 768 });
  authStore.setState({ user: null, isAuthenticated: false, sessionChecked: false });
  await server?.close();
  server = undefined;
});

describe('the workspace’s tabs', () => {
  it('when it opens on a 390 px phone, then one labelled tab bar holds the problem’s tabs, Code and Result', async () => {
    happy().setViewport({ width: 390, height: 844 });
    renderWorkspace();
    const user = userEvent.setup();

    const [bar, ...others] = screen.getAllByRole('tablist');
    expect(others).toHaveLength(0);
    if (!bar) throw new Error('no tab bar');
    expect(bar.getAttribute('aria-label')).toBe('Workspace');
    expect(tabNames(bar)).toEqual([
      'Description',
      'Editorial',
      'Solutions',
      'Discussions',
      'Submissions',
      'Notes',
      'AI Help',
      'Code',
      'Result',
    ]);
    expect(within(bar).getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).toBe('true');

    await user.click(within(bar).getByRole('tab', { name: 'Code' }));
    expect(within(bar).getByRole('tab', { name: 'Code' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('region', { name: 'Problem' }).className).toMatch(/(^|\s)hidden(\s|$)/);
    await user.click(within(bar).getByRole('tab', { name: 'Editorial' }));
    expect(screen.getByRole('tabpanel').id).toBe('problem-panel-editorial');
    expect(screen.getByRole('region', { name: 'Problem' }).className).toMatch(/(^|\s)flex(\s|$)/);
  });

  it('when it opens on a wide screen, then the problem pane has its own tabs and no Code or Result tab', () => {
    renderWorkspace();

    const bars = screen.getAllByRole('tablist');

    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toContain('Problem');
    expect(bars.flatMap(tabNames)).not.toContain('Code');
    expect(bars.flatMap(tabNames)).toContain('Discussions');
  });

  it('when Discussions is opened, then the problem’s threads show in the workspace and a reply is posted there', async () => {
    authStore.setState({ user: me, isAuthenticated: true, sessionChecked: true });
    const api = await serveDiscussions();
    renderWorkspace();
    const user = userEvent.setup();

    await user.click(screen.getByRole('tab', { name: 'Discussions' }));
    const card = await screen.findByTestId('discussion');
    expect(within(card).getByRole('heading').textContent).toBe(thread.title);
    await user.click(within(card).getByTestId('replies-toggle'));
    const form = within(card).getByTestId('reply-form');
    await user.type(within(form).getByLabelText('Your reply'), 'A map, one pass');
    await user.click(within(form).getByRole('button', { name: 'Reply' }));

    expect(await within(card).findByText('A map, one pass')).toBeTruthy();
    expect(screen.getByTestId('workspace-page')).toBeTruthy();
    expect(api.hits(`/discussions/${thread._id}/reply`)).toHaveLength(1);
    expect(screen.getByTestId('discussions-page-link').getAttribute('href')).toBe(
      `/discussions/${problem._id}`,
    );
  });
});
