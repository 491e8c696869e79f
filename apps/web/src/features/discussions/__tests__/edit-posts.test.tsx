// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MESSAGES, type Discussion } from '@codecourt/contracts';
import { authStore } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { signedInUser as me } from '@/testing/signed-in-user';
import { openPageOn, sendJson, startTestServer, type TestServer } from '@/testing/test-server';
import { DiscussionsView } from '@/features/discussions/components/discussions-view';
import { discussion, grace } from '@/features/discussions/__tests__/discussion-fixture';

const PROBLEM = 'two-sum';
const stranger = grace;
const mine: Discussion = {
  ...discussion,
  userId: { _id: me._id, firstName: me.firstName, lastName: me.lastName },
  replies: [
    {
      _id: '00000000-0000-4000-8000-000000000201',
      userId: stranger,
      content: 'Sort.',
      contentHtml: '<p>Sort.</p>',
      createdAt: '2026-01-01T00:01:00.000Z',
    },
    {
      _id: '00000000-0000-4000-8000-000000000202',
      userId: { _id: me._id, firstName: me.firstName, lastName: me.lastName },
      content: 'Thanks',
      contentHtml: '<p>Thanks</p>',
      createdAt: '2026-01-01T00:02:00.000Z',
    },
  ],
};
const theirs: Discussion = {
  ...mine,
  _id: '00000000-0000-4000-8000-000000000102',
  userId: stranger,
  title: 'Grace’s post',
  replies: [],
};

let server: TestServer | undefined;
/** When the stand-in API says an edited post was edited. */
const EDITED_AT = '2026-01-03T10:00:00.000Z';

/** A stand-in API that lists both posts and answers an edit with the edited discussion (or the given error). */
async function serve(refuse?: { status: number; error: string }): Promise<TestServer> {
  // Edits stay, as the API keeps them: a later answer or list still carries an earlier edit.
  let current = mine;
  const started = await startTestServer((request, response) => {
    if (request.method === 'GET') {
      sendJson(response, 200, { discussions: [current, theirs] });
      return;
    }
    if (refuse) {
      sendJson(response, refuse.status, { error: refuse.error });
      return;
    }
    const body = JSON.parse(request.body) as Partial<Discussion>;
    const reply = /\/replies\/(.+)$/.exec(request.path)?.[1];
    const edited = { contentHtml: `<p>${body.content ?? ''}</p>`, editedAt: EDITED_AT };
    current = reply
      ? {
          ...current,
          replies: current.replies.map((r) =>
            r._id === reply ? { ...r, content: body.content ?? r.content, ...edited } : r,
          ),
        }
      : { ...current, ...body, ...edited };
    sendJson(response, 200, current);
  });
  openPageOn(started, `/discussions/${PROBLEM}`);
  server = started;
  return started;
}

function renderView() {
  authStore.setState({ user: me, isAuthenticated: true, sessionChecked: true });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/discussions/${PROBLEM}`]}>
        <DiscussionsView problemRef={PROBLEM} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cardTitled = async (title: string) =>
  (await screen.findAllByTestId('discussion')).find((card) => card.textContent.includes(title)) ??
  (() => {
    throw new Error(`no card titled ${title}`);
  })();

afterEach(async () => {
  cleanup();
  authStore.setState({ user: null, isAuthenticated: false, sessionChecked: false });
  await server?.close();
  server = undefined;
});

describe('editing one’s posts', () => {
  it('when the author edits their discussion, then PATCH carries the fields and the card shows the answer', async () => {
    const api = await serve();
    renderView();
    const user = userEvent.setup();
    const card = await cardTitled(mine.title);

    await user.click(within(card).getByTestId('edit-discussion'));
    const form = await screen.findByTestId('edit-discussion-form');
    const title = within(form).getByRole('textbox', { name: /^Title/ });
    expect((title as HTMLInputElement).value).toBe(mine.title);
    await user.clear(title);
    await user.type(title, 'Hash map, surely');
    await user.click(within(form).getByLabelText('solution'));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await within(card).findByText('Hash map, surely')).toBeTruthy();
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe(`/discussions/${mine._id}`);
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({
      title: 'Hash map, surely',
      content: mine.content,
      tags: ['question', 'solution'],
    });
    expect(screen.queryByTestId('edit-discussion-form')).toBeNull();
  });

  it('when a discussion and a reply are saved edited, then each is marked edited and the others are not', async () => {
    await serve();
    renderView();
    const user = userEvent.setup();
    const card = await cardTitled(mine.title);
    expect(screen.queryAllByTestId('post-edited')).toEqual([]);

    await user.click(within(card).getByTestId('edit-discussion'));
    const form = await screen.findByTestId('edit-discussion-form');
    await user.type(within(form).getByRole('textbox', { name: /^Title/ }), '!');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await within(card).findByText(`${mine.title}!`);
    await user.click(within(card).getByTestId('replies-toggle'));
    const [, own] = within(card).getAllByTestId('reply');
    if (!own) throw new Error('no reply of mine');
    await user.click(within(own).getByTestId('edit-reply'));
    await user.type(within(own).getByLabelText('Edit your reply'), ' again');
    await user.click(within(own).getByRole('button', { name: 'Save' }));

    await waitFor(() => {
      expect(within(card).getAllByTestId('post-edited')).toHaveLength(2);
    });
    const [postMark, replyMark] = within(card).getAllByTestId('post-edited');
    expect(postMark?.textContent).toBe('edited');
    expect(postMark?.getAttribute('datetime')).toBe(EDITED_AT);
    expect(within(card).getAllByTestId('reply')[0]?.querySelector('[data-testid="post-edited"]')).toBeNull();
    expect(replyMark?.closest('[data-testid="reply"]')).toBe(within(card).getAllByTestId('reply')[1]);
    expect(within(await cardTitled(theirs.title)).queryByTestId('post-edited')).toBeNull();
  });

  it('when the author edits their reply, then only their reply offers Edit and it shows the saved text', async () => {
    const api = await serve();
    renderView();
    const user = userEvent.setup();
    const card = await cardTitled(mine.title);

    await user.click(within(card).getByTestId('replies-toggle'));
    const replies = within(card).getAllByTestId('reply');
    expect(replies.map((reply) => within(reply).queryByTestId('edit-reply') !== null)).toEqual([false, true]);
    await user.click(within(replies[1] as HTMLElement).getByTestId('edit-reply'));
    const box = within(card).getByLabelText('Edit your reply');
    await user.clear(box);
    await user.type(box, 'Thanks, it works');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByText('Thanks, it works')).toBeTruthy();
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(patch?.path).toBe(`/discussions/${mine._id}/replies/${mine.replies[1]?._id ?? ''}`);
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ content: 'Thanks, it works' });
  });

  it('when the post is someone else’s, then it offers no Edit', async () => {
    await serve();
    renderView();

    const card = await cardTitled(theirs.title);

    expect(within(card).queryByTestId('edit-discussion')).toBeNull();
  });

  it('when the server refuses the edit, then its message shows and the form stays open', async () => {
    await serve({ status: 403, error: MESSAGES.forbidden });
    renderView();
    const user = userEvent.setup();
    const card = await cardTitled(mine.title);

    await user.click(within(card).getByTestId('edit-discussion'));
    const form = await screen.findByTestId('edit-discussion-form');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect((await within(form).findByTestId('save-error')).textContent).toBe(MESSAGES.forbidden);
    expect(within(card).getByText(mine.title)).toBeTruthy();
  });
});
