import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionIndexResponseSchema } from '@codecourt/contracts';
import type { DiscussionIndexItem } from '@codecourt/contracts';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

let t: TestApp;
let visitor: TestBrowser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const history = judgedHistory(t.database.db);
  const [first, second] = [await history.problem(), await history.problem()];
  const { browser: ada } = await signedInBrowser(t.app);
  const { browser: bob } = await signedInBrowser(t.app);
  const create = async (problemId: string, title: string, content: string) => {
    const res = await ada.post('/api/discussions/create', { problemId, title, content, tags: ['question'] });
    expect(res.status).toBe(201);
    ids[title] = (res.body as { _id: string })._id;
  };
  await create(first, 'Older on the first problem', 'Sorting first?');
  await create(second, 'Newer on the second problem', 'Is 50% of a hash map enough?');
  await bob.post(`/api/discussions/${ids['Older on the first problem'] ?? ''}/vote`, { voteType: 'upvote' });
  await bob.post(`/api/discussions/${ids['Older on the first problem'] ?? ''}/reply`, { content: 'Yes.' });
  visitor = await openBrowser(t.app);
});
afterAll(async () => {
  await t.close();
});

async function index(query = ''): Promise<DiscussionIndexItem[]> {
  const res = await visitor.get(`/api/discussions${query}`);
  expect(res.status).toBe(200);
  return discussionIndexResponseSchema.parse(res.body).discussions;
}

describe('GET /api/discussions (the /discuss index)', () => {
  it('when discussions exist on several problems, then a visitor gets them all, newest first, each with its problem', async () => {
    const rows = await index();

    expect(rows.map((r) => r.title)).toEqual(['Newer on the second problem', 'Older on the first problem']);
    const older = rows[1];
    expect(older?.problem.title).toEqual(expect.any(String));
    expect(older?.problem._id).not.toBe(rows[0]?.problem._id);
    expect(older).toMatchObject({ score: 1, replyCount: 1, userId: { firstName: 'Ada' } });
    expect(rows[0]).toMatchObject({ score: 0, replyCount: 0 });
  });

  it('when sorted by top, then the best score comes first', async () => {
    expect((await index('?sort=top')).map((r) => r.title)[0]).toBe('Older on the first problem');
  });

  it('when searched, then only titles or contents that hold the words answer, % taken literally', async () => {
    expect((await index('?q=sorting')).map((r) => r.title)).toEqual(['Older on the first problem']);
    expect((await index('?q=50%25')).map((r) => r.title)).toEqual(['Newer on the second problem']);
    expect(await index('?q=nothing-like-this')).toEqual([]);
  });

  it('when the query is invalid, then it answers 400', async () => {
    expect((await visitor.get('/api/discussions?sort=oldest')).status).toBe(400);
  });
});
