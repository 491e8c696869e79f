import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DISCUSSION_CONTENT_MAX_LENGTH,
  DISCUSSION_TITLE_MAX_LENGTH,
  MESSAGES,
  discussionListResponseSchema,
  discussionSchema,
  voteResponseSchema,
} from '@codecourt/contracts';
import type { Discussion } from '@codecourt/contracts';
import { newSignup } from '../../../testing/fixtures.js';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

const ADMIN = newSignup({ emailId: 'moderator@example.com' });

let t: TestApp;
let problemId: string;
let author: { browser: TestBrowser; id: string };
let visitor: TestBrowser;

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password } });
  problemId = await judgedHistory(t.database.db).problem();
  const signedIn = await signedInBrowser(t.app);
  author = { browser: signedIn.browser, id: signedIn.user._id };
  visitor = await openBrowser(t.app);
});
afterAll(async () => {
  await t.close();
});

const post = { title: 'Two pointers?', content: 'Does **two pointers** work here?', tags: ['question'] };

async function create(browser: TestBrowser, overrides: Record<string, unknown> = {}): Promise<Discussion> {
  const res = await browser.post('/api/discussions/create', { problemId, ...post, ...overrides });
  expect(res.status).toBe(201);
  return discussionSchema.parse(res.body);
}

async function listed(query = '', problem = problemId): Promise<Discussion[]> {
  const res = await visitor.get(`/api/discussions/problem/${problem}${query}`);
  expect(res.status).toBe(200);
  return discussionListResponseSchema.parse(res.body).discussions;
}

describe('creating and listing discussions', () => {
  it('when a signed-in user creates one, then it answers the discussion with rendered, sanitised content and no votes', async () => {
    const created = await create(author.browser);

    expect(created).toMatchObject({
      problemId,
      userId: { _id: author.id, firstName: 'Ada', lastName: null },
      title: post.title,
      content: post.content,
      contentHtml: '<p>Does <strong>two pointers</strong> work here?</p>\n',
      tags: ['question'],
      upvotes: [],
      downvotes: [],
      replies: [],
    });
    // The handle links the author to their public profile (issue #38).
    expect(created.userId.handle).toMatch(/^ada\d*$/);
    expect(JSON.stringify(created)).not.toMatch(/@example\.com/);
  });

  it('when the author keeps their profile private, then posts name no handle (it would lead to a 404), and name it again once public', async () => {
    const privacy = (profilePublic: boolean, handle: string) =>
      author.browser.send('patch', '/api/user/public-profile', { body: { handle, profilePublic } });
    const created = await create(author.browser, { title: 'private author' });
    const handle = created.userId.handle ?? '';
    expect((await privacy(false, handle)).status).toBe(200);
    try {
      const shown = (await listed()).find((d) => d._id === created._id);
      expect(shown?.userId).toMatchObject({ firstName: 'Ada', handle: null });
    } finally {
      expect((await privacy(true, handle)).status).toBe(200);
    }
    expect((await listed()).find((d) => d._id === created._id)?.userId.handle).toBe(handle);
  });

  it('when listed anonymously, then it answers {discussions} newest first', async () => {
    const older = await create(author.browser, { title: 'older' });
    const newer = await create(author.browser, { title: 'newer' });

    const ids = (await listed()).map((discussion) => discussion._id);

    expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
    expect(ids[0]).toBe(newer._id);
  });

  it('when paged, then pages follow each other without overlap', async () => {
    const all = await listed('?limit=100');
    const pages = [
      ...(await listed('?page=1&limit=2')),
      ...(await listed('?page=2&limit=2')),
      ...(await listed('?page=3&limit=100')),
    ];

    expect(pages.map((d) => d._id).slice(0, all.length)).toEqual(all.map((d) => d._id));
    expect((await visitor.get(`/api/discussions/problem/${problemId}?limit=101`)).status).toBe(400);
    expect((await visitor.get(`/api/discussions/problem/${problemId}?sort=best`)).status).toBe(400);
  });

  it('when the problem does not exist, then listing and creating answer 404', async () => {
    const missing = randomUUID();

    expect((await visitor.get(`/api/discussions/problem/${missing}`)).status).toBe(404);
    const res = await author.browser.post('/api/discussions/create', { ...post, problemId: missing });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: MESSAGES.problemNotFound });
  });

  it.each([
    [{ title: '   ' }, MESSAGES.discussionTitleRequired],
    [{ title: undefined }, MESSAGES.discussionTitleRequired],
    [{ content: ' \n\t ' }, MESSAGES.discussionContentRequired],
    [{ content: undefined }, MESSAGES.discussionContentRequired],
    [{ title: 'x'.repeat(DISCUSSION_TITLE_MAX_LENGTH + 1) }, MESSAGES.discussionTitleTooLong],
    [{ content: 'x'.repeat(DISCUSSION_CONTENT_MAX_LENGTH + 1) }, MESSAGES.discussionContentTooLong],
    [{ tags: ['rant'] }, MESSAGES.discussionTagInvalid],
  ])(
    'when the body has %o, then it answers 400 with its message and stores nothing',
    async (change, message) => {
      const before = (await listed('?limit=100')).length;

      const res = await author.browser.post('/api/discussions/create', { problemId, ...post, ...change });

      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: message });
      expect(await listed('?limit=100')).toHaveLength(before);
    },
  );

  it('when the title is at the limit and tags repeat, then it is stored with each tag once', async () => {
    const created = await create(author.browser, {
      title: 'x'.repeat(DISCUSSION_TITLE_MAX_LENGTH),
      tags: ['solution', 'bug', 'solution'],
    });

    expect(created.tags).toEqual(['solution', 'bug']);
  });
});

describe('sanitised content', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[click](javascript:alert(1))',
    '<a href="https://example.com" onclick="steal()">x</a>',
    '<svg onload=alert(1)>',
    '<iframe src="https://evil.example"></iframe>',
    '<style>body{display:none}</style>',
  ];
  const active = /<script|<img|<svg|<iframe|<style|\son\w+=|javascript:/i;

  it('when titles, content and replies carry XSS payloads, then the HTML given to clients is inert', async () => {
    for (const payload of payloads) {
      const created = await create(author.browser, { title: payload, content: `Look: ${payload}` });
      const replied = discussionSchema.parse(
        (await author.browser.post(`/api/discussions/${created._id}/reply`, { content: payload })).body,
      );

      expect(created.contentHtml, payload).not.toMatch(active);
      expect(replied.replies[0]?.contentHtml, payload).not.toMatch(active);
      // The title is plain text, kept as written for clients to show as text; it is never HTML.
      expect(created.title).toBe(payload);
      expect(created.content).toBe(`Look: ${payload}`);
    }
  });

  it('when content has a fenced code block, then it keeps its language class for highlighting', async () => {
    const created = await create(author.browser, { content: '```cpp\nint a = b < c;\n```' });

    expect(created.contentHtml).toBe('<pre><code class="language-cpp">int a = b &lt; c;\n</code></pre>\n');
  });
});

describe('voting', () => {
  const vote = (browser: TestBrowser, id: string, voteType: string) =>
    browser.post(`/api/discussions/${id}/vote`, { voteType });

  it('when a user votes, votes the same again, then switches, then each answer has the counts', async () => {
    const discussion = await create(author.browser);
    const { browser } = await signedInBrowser(t.app);

    const answers = [];
    for (const type of ['upvote', 'upvote', 'upvote', 'downvote', 'upvote']) {
      answers.push(voteResponseSchema.parse((await vote(browser, discussion._id, type)).body));
    }

    expect(answers).toEqual([
      { upvotes: 1, downvotes: 0 },
      { upvotes: 0, downvotes: 0 },
      { upvotes: 1, downvotes: 0 },
      { upvotes: 0, downvotes: 1 },
      { upvotes: 1, downvotes: 0 },
    ]);
  });

  it('when 20 users vote at once (and then all switch at once), then every vote counts exactly once', async () => {
    const discussion = await create(author.browser);
    const voters = await Promise.all(Array.from({ length: 20 }, () => signedInBrowser(t.app)));

    const first = await Promise.all(
      voters.map((voter, i) => vote(voter.browser, discussion._id, i < 15 ? 'upvote' : 'downvote')),
    );
    expect(first.every((res) => res.status === 200)).toBe(true);
    let shown = (await listed('?limit=100')).find((d) => d._id === discussion._id);
    expect(shown?.upvotes).toHaveLength(15);
    expect(shown?.downvotes).toHaveLength(5);
    expect(new Set(shown?.upvotes)).toEqual(new Set(voters.slice(0, 15).map((voter) => voter.user._id)));

    // Everyone downvotes: the 15 upvoters switch, the 5 downvoters withdraw theirs.
    await Promise.all(voters.map((voter) => vote(voter.browser, discussion._id, 'downvote')));
    shown = (await listed('?limit=100')).find((d) => d._id === discussion._id);
    expect(shown?.upvotes).toHaveLength(0);
    expect(shown?.downvotes).toHaveLength(15);
    const after = voteResponseSchema.parse(
      (await vote(voters[0]?.browser ?? visitor, discussion._id, 'upvote')).body,
    );
    expect(after).toEqual({ upvotes: 1, downvotes: 14 });
  });

  it('when sorted by top, then the best score comes first', async () => {
    const other = await judgedHistory(t.database.db).problem();
    const low = await create(author.browser, { problemId: other, title: 'low' });
    const high = await create(author.browser, { problemId: other, title: 'high' });
    const middle = await create(author.browser, { problemId: other, title: 'middle' });
    const [a, b] = await Promise.all([signedInBrowser(t.app), signedInBrowser(t.app)]);
    await vote(a.browser, high._id, 'upvote');
    await vote(b.browser, high._id, 'upvote');
    await vote(a.browser, low._id, 'downvote');

    const top = (await listed('?sort=top', other)).map((d) => d.title);

    expect(top).toEqual(['high', 'middle', 'low']);
    expect((await listed('', other)).map((d) => d.title)).toEqual(['middle', 'high', 'low']);
    expect(middle.title).toBe('middle');
  });

  it('when the vote type is unknown or the discussion missing, then 400 and 404', async () => {
    const discussion = await create(author.browser);

    const bad = await vote(author.browser, discussion._id, 'sideways');
    const missing = await vote(author.browser, randomUUID(), 'upvote');
    const notAnId = await vote(author.browser, 'not-an-id', 'upvote');

    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: MESSAGES.invalidVoteType });
    expect(missing.status).toBe(404);
    expect(notAnId.status).toBe(404);
  });
});

describe('replies', () => {
  it('when a user replies, then the updated discussion has the reply (oldest first) with its author', async () => {
    const discussion = await create(author.browser);
    const { browser, user } = await signedInBrowser(t.app);

    await author.browser.post(`/api/discussions/${discussion._id}/reply`, { content: 'first' });
    const res = await browser.post(`/api/discussions/${discussion._id}/reply`, { content: 'Use a *map*.' });

    expect(res.status).toBe(200);
    const updated = discussionSchema.parse(res.body);
    expect(updated.replies.map((reply) => reply.content)).toEqual(['first', 'Use a *map*.']);
    expect(updated.replies[1]).toMatchObject({
      userId: { _id: user._id, firstName: 'Ada', lastName: null },
      contentHtml: '<p>Use a <em>map</em>.</p>\n',
    });
  });

  it('when the reply is empty or blank, then 400 and nothing is stored', async () => {
    const discussion = await create(author.browser);

    const blank = await author.browser.post(`/api/discussions/${discussion._id}/reply`, { content: '  \n ' });
    const empty = await author.browser.post(`/api/discussions/${discussion._id}/reply`, {});

    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ error: MESSAGES.replyRequired });
    expect(empty.status).toBe(400);
    const shown = (await listed('?limit=100')).find((d) => d._id === discussion._id);
    expect(shown?.replies).toEqual([]);
  });
});

describe('authorization', () => {
  it('when not signed in, then every write answers 401 and changes nothing', async () => {
    const discussion = await create(author.browser);

    const answers = await Promise.all([
      visitor.post('/api/discussions/create', { problemId, ...post }),
      visitor.post(`/api/discussions/${discussion._id}/vote`, { voteType: 'upvote' }),
      visitor.post(`/api/discussions/${discussion._id}/reply`, { content: 'hi' }),
      visitor.send('delete', `/api/discussions/${discussion._id}`),
    ]);

    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401]);
    const shown = (await listed('?limit=100')).find((d) => d._id === discussion._id);
    expect(shown).toMatchObject({ upvotes: [], replies: [] });
  });

  it('when someone else deletes, then 403; when the author deletes, then it is gone', async () => {
    const discussion = await create(author.browser);
    const { browser: stranger } = await signedInBrowser(t.app);

    const refused = await stranger.send('delete', `/api/discussions/${discussion._id}`);
    const deleted = await author.browser.send('delete', `/api/discussions/${discussion._id}`);

    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: MESSAGES.forbidden });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: MESSAGES.discussionDeleted });
    expect((await listed('?limit=100')).some((d) => d._id === discussion._id)).toBe(false);
    expect((await author.browser.send('delete', `/api/discussions/${discussion._id}`)).status).toBe(404);
  });

  it('when an admin deletes someone else’s discussion, then it is gone', async () => {
    const discussion = await create(author.browser);
    const admin = await openBrowser(t.app);
    await admin.post('/api/user/login', { emailId: ADMIN.emailId, password: ADMIN.password });

    const res = await admin.send('delete', `/api/discussions/${discussion._id}`);

    expect(res.status).toBe(200);
    expect((await listed('?limit=100')).some((d) => d._id === discussion._id)).toBe(false);
  });
});

describe('editing', () => {
  // Each case writes as a fresh author, so the suite's earlier writes never reach the per-user write limit.
  let writer: TestBrowser;
  beforeEach(async () => {
    writer = (await signedInBrowser(t.app)).browser;
  });
  const edit = { title: 'Two pointers, sorted', content: 'Sort *first*.', tags: ['solution', 'solution'] };
  const replyOf = async (discussion: Discussion, browser: TestBrowser, content: string) => {
    const res = await browser.post(`/api/discussions/${discussion._id}/reply`, { content });
    const reply = discussionSchema.parse(res.body).replies.at(-1);
    if (!reply) throw new Error('the reply was not stored');
    return reply;
  };

  it('when the author edits a discussion, then its title, rendered content and tags change and it stays put', async () => {
    const discussion = await create(writer);

    const res = await writer.send('patch', `/api/discussions/${discussion._id}`, { body: edit });

    expect(res.status).toBe(200);
    const edited = discussionSchema.parse(res.body);
    expect(edited).toMatchObject({
      _id: discussion._id,
      problemId,
      title: edit.title,
      content: edit.content,
      contentHtml: '<p>Sort <em>first</em>.</p>\n',
      tags: ['solution'],
      createdAt: discussion.createdAt,
    });
    expect((await listed('?limit=100')).find((d) => d._id === discussion._id)).toEqual(edited);
  });

  it('when the author edits a reply, then its content changes and the other replies do not', async () => {
    const discussion = await create(writer);
    const { browser: other } = await signedInBrowser(t.app);
    const theirs = await replyOf(discussion, other, 'theirs');
    const mine = await replyOf(discussion, writer, 'mine');

    const res = await writer.send('patch', `/api/discussions/${discussion._id}/replies/${mine._id}`, {
      body: { content: 'mine, **edited**' },
    });

    expect(res.status).toBe(200);
    const replies = discussionSchema.parse(res.body).replies;
    expect(replies.map((reply) => [reply._id, reply.content])).toEqual([
      [theirs._id, 'theirs'],
      [mine._id, 'mine, **edited**'],
    ]);
    expect(replies[1]?.contentHtml).toBe('<p>mine, <strong>edited</strong></p>\n');
  });

  it('when a discussion and one of its replies are edited, then both carry when, and the others none', async () => {
    const discussion = await create(writer);
    const untouched = await replyOf(discussion, writer, 'as written');
    const reply = await replyOf(discussion, writer, 'first try');
    const before = Date.now();

    await writer.send('patch', `/api/discussions/${discussion._id}/replies/${reply._id}`, {
      body: { content: 'second try' },
    });
    await writer.send('patch', `/api/discussions/${discussion._id}`, { body: edit });
    const listedNow = (await listed('?limit=100')).find((d) => d._id === discussion._id);

    expect(discussion.editedAt).toBeNull();
    expect(untouched.editedAt).toBeNull();
    expect(Date.parse(listedNow?.editedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const replies = new Map(listedNow?.replies.map((r) => [r._id, r.editedAt]));
    expect(replies.get(untouched._id)).toBeNull();
    expect(Date.parse(replies.get(reply._id) ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it('when someone else edits a discussion or a reply, then 403 and nothing changes', async () => {
    const discussion = await create(writer);
    const reply = await replyOf(discussion, writer, 'the author’s reply');
    const { browser: stranger } = await signedInBrowser(t.app);

    const post = await stranger.send('patch', `/api/discussions/${discussion._id}`, { body: edit });
    const comment = await stranger.send('patch', `/api/discussions/${discussion._id}/replies/${reply._id}`, {
      body: { content: 'defaced' },
    });

    expect([post.status, comment.status]).toEqual([403, 403]);
    expect(post.body).toEqual({ error: MESSAGES.forbidden });
    const shown = (await listed('?limit=100')).find((d) => d._id === discussion._id);
    expect(shown).toMatchObject({ title: discussion.title, content: discussion.content });
    expect(shown?.replies.map((r) => r.content)).toEqual(['the author’s reply']);
  });

  it('when an admin edits someone else’s discussion and reply, then both change', async () => {
    const discussion = await create(writer);
    const reply = await replyOf(discussion, writer, 'rude words');
    const admin = await openBrowser(t.app);
    await admin.post('/api/user/login', { emailId: ADMIN.emailId, password: ADMIN.password });

    const post = await admin.send('patch', `/api/discussions/${discussion._id}`, { body: edit });
    const comment = await admin.send('patch', `/api/discussions/${discussion._id}/replies/${reply._id}`, {
      body: { content: '(removed by a moderator)' },
    });

    expect([post.status, comment.status]).toEqual([200, 200]);
    expect(discussionSchema.parse(comment.body)).toMatchObject({
      title: edit.title,
      replies: [{ _id: reply._id, content: '(removed by a moderator)' }],
    });
  });

  it.each([
    [{ title: '  ' }, MESSAGES.discussionTitleRequired],
    [{ content: ' ' }, MESSAGES.discussionContentRequired],
    [{ tags: ['rant'] }, MESSAGES.discussionTagInvalid],
  ])('when the edit has %o, then 400 with its message and nothing changes', async (change, message) => {
    const discussion = await create(writer);

    const res = await writer.send('patch', `/api/discussions/${discussion._id}`, {
      body: { ...edit, ...change },
    });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect((await listed('?limit=100')).find((d) => d._id === discussion._id)?.title).toBe(post.title);
  });

  it('when the discussion or reply is missing (or the reply is another discussion’s), then 404', async () => {
    const discussion = await create(writer);
    const elsewhere = await create(writer);
    const reply = await replyOf(elsewhere, writer, 'elsewhere');
    const patch = (path: string, body: object) => writer.send('patch', path, { body });

    const answers = await Promise.all([
      patch(`/api/discussions/${randomUUID()}`, edit),
      patch(`/api/discussions/not-an-id`, edit),
      patch(`/api/discussions/${discussion._id}/replies/${randomUUID()}`, { content: 'x' }),
      patch(`/api/discussions/${discussion._id}/replies/${reply._id}`, { content: 'x' }),
      patch(`/api/discussions/${discussion._id}/replies/not-an-id`, { content: 'x' }),
    ]);

    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404, 404]);
    expect(answers[2].body).toEqual({ error: MESSAGES.replyNotFound });
  });

  it('when not signed in, then editing answers 401', async () => {
    const discussion = await create(writer);
    const reply = await replyOf(discussion, writer, 'kept');

    const answers = await Promise.all([
      visitor.send('patch', `/api/discussions/${discussion._id}`, { body: edit }),
      visitor.send('patch', `/api/discussions/${discussion._id}/replies/${reply._id}`, {
        body: { content: 'x' },
      }),
    ]);

    expect(answers.map((res) => res.status)).toEqual([401, 401]);
  });
});

describe('rate limit', () => {
  it('when a user writes more often than the limit allows, then 429 (other users are not affected)', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: { communityRateLimit: { windowMs: 60_000, max: 3 } },
    });
    const { browser } = await signedInBrowser(limited.app);
    const { browser: other } = await signedInBrowser(limited.app);

    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await browser.post('/api/discussions/create', { problemId, ...post })).status);
    }
    const otherStatus = (await other.post('/api/discussions/create', { problemId, ...post })).status;

    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(otherStatus).toBe(201);
    await limited.close();
  });
});
