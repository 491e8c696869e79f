import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, bookmarkListResponseSchema } from '@codecourt/contracts';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

let t: TestApp;
let ada: TestBrowser;
let first: string;
let second: string;

beforeAll(async () => {
  t = await createTestApp();
  const history = judgedHistory(t.database.db);
  first = await history.problem('easy', 'array');
  second = await history.problem('hard', 'graph, tree');
  ada = (await signedInBrowser(t.app)).browser;
});
afterAll(async () => {
  await t.close();
});

const myBookmarks = async (browser: TestBrowser) => {
  const res = await browser.get('/api/bookmarks/my-bookmarks');
  expect(res.status).toBe(200);
  return bookmarkListResponseSchema.parse(res.body);
};

describe('bookmarks', () => {
  it('when a problem is bookmarked twice, then it is listed once, newest bookmark first, as a list summary (with slug and number)', async () => {
    expect((await ada.post('/api/bookmarks/add', { problemId: first })).body).toEqual({
      problemId: first,
      bookmarked: true,
    });
    await ada.post('/api/bookmarks/add', { problemId: second });
    const again = await ada.post('/api/bookmarks/add', { problemId: first });

    expect(again.status).toBe(200);
    const list = await myBookmarks(ada);
    expect(list.map((problem) => problem._id)).toEqual([second, first]);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual([
      '_id',
      'difficulty',
      'number',
      'slug',
      'tags',
      'title',
    ]);
    expect(list[0]).toMatchObject({ difficulty: 'hard', tags: 'graph, tree' });
  });

  it('when a bookmark is removed (twice), then it is gone and the second removal still answers 200', async () => {
    const { browser } = await signedInBrowser(t.app);
    await browser.post('/api/bookmarks/add', { problemId: first });

    const removed = await browser.send('delete', `/api/bookmarks/remove/${first}`);
    const again = await browser.send('delete', `/api/bookmarks/remove/${first}`);

    expect(removed.body).toEqual({ problemId: first, bookmarked: false });
    expect(again.status).toBe(200);
    expect(await myBookmarks(browser)).toEqual([]);
  });

  it('when the problem does not exist, then add and remove answer 404 and nothing is stored', async () => {
    const { browser } = await signedInBrowser(t.app);

    const added = await browser.post('/api/bookmarks/add', { problemId: randomUUID() });
    const removed = await browser.send('delete', `/api/bookmarks/remove/${randomUUID()}`);

    expect(added.status).toBe(404);
    expect(added.body).toEqual({ error: MESSAGES.problemNotFound });
    expect(removed.status).toBe(404);
    expect(await myBookmarks(browser)).toEqual([]);
  });

  it('when the body has no problemId, then it answers 400 with a message', async () => {
    const res = await ada.post('/api/bookmarks/add', {});

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: MESSAGES.problemRequired });
  });

  it('when users bookmark, then each sees only their own bookmarks', async () => {
    const { browser } = await signedInBrowser(t.app);

    expect(await myBookmarks(browser)).toEqual([]);
    expect((await myBookmarks(ada)).length).toBeGreaterThan(0);
  });

  it('when not signed in, then every bookmark route answers 401', async () => {
    const visitor = await openBrowser(t.app);

    const answers = await Promise.all([
      visitor.get('/api/bookmarks/my-bookmarks'),
      visitor.post('/api/bookmarks/add', { problemId: first }),
      visitor.send('delete', `/api/bookmarks/remove/${first}`),
    ]);

    expect(answers.map((res) => res.status)).toEqual([401, 401, 401]);
  });
});
