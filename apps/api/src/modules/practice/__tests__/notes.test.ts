import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  NOTE_MAX_LENGTH,
  noteListResponseSchema,
  noteResponseSchema,
  noteSchema,
} from '@codecourt/contracts';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

let t: TestApp;
let ada: TestBrowser;
let adaUser: { emailId: string; password: string };
let twoSum: string;
let graphs: string;

beforeAll(async () => {
  t = await createTestApp();
  const history = judgedHistory(t.database.db);
  twoSum = await history.problem('easy', 'array');
  graphs = await history.problem('hard', 'graph');
  const signedIn = await signedInBrowser(t.app);
  ada = signedIn.browser;
  adaUser = { emailId: signedIn.user.emailId, password: signedIn.password };
});
afterAll(async () => {
  await t.close();
});

const noteOf = async (browser: TestBrowser, problemId: string) => {
  const res = await browser.get(`/api/notes/${problemId}`);
  expect(res.status).toBe(200);
  return noteResponseSchema.parse(res.body);
};
const search = async (browser: TestBrowser, q?: string) => {
  const res = await browser.get(q === undefined ? '/api/notes' : `/api/notes?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return noteListResponseSchema.parse(res.body);
};

describe('notes', () => {
  it('when a note is written and written again, then the problem has one note holding the last text', async () => {
    expect(await noteOf(ada, twoSum)).toBeNull();

    const first = await ada.send('put', `/api/notes/${twoSum}`, {
      body: { content: '# Idea\nUse a *hash map*.' },
    });
    const second = await ada.send('put', `/api/notes/${twoSum}`, {
      body: { content: '# Idea\nTwo pointers after sorting.' },
    });

    expect(first.status).toBe(200);
    expect(noteSchema.parse(second.body)).toMatchObject({
      problemId: twoSum,
      content: '# Idea\nTwo pointers after sorting.',
    });
    expect((await noteOf(ada, twoSum))?.content).toBe('# Idea\nTwo pointers after sorting.');
    expect((await search(ada)).filter((note) => note.problemId === twoSum)).toHaveLength(1);
  });

  it('when the user signs out and signs in on another browser, then the note is still there', async () => {
    await ada.send('put', `/api/notes/${graphs}`, { body: { content: 'BFS from every source' } });
    await ada.post('/api/user/logout');

    const other = await openBrowser(t.app);
    const login = await other.post('/api/user/login', adaUser);

    expect(login.status).toBe(200);
    expect((await noteOf(other, graphs))?.content).toBe('BFS from every source');
    ada = other;
  });

  it('when notes are searched, then the matches in the text or the problem title come back, newest first, case-insensitively', async () => {
    const { browser } = await signedInBrowser(t.app);
    await browser.send('put', `/api/notes/${twoSum}`, {
      body: { content: 'Sorting then 100% two pointers' },
    });
    await browser.send('put', `/api/notes/${graphs}`, { body: { content: 'Dijkstra with a heap' } });

    expect((await search(browser, 'DIJKSTRA')).map((note) => note.problemId)).toEqual([graphs]);
    expect((await search(browser, '100%')).map((note) => note.problemId)).toEqual([twoSum]);
    // `%` and `_` are searched as themselves, not as wildcards.
    expect(await search(browser, '_')).toEqual([]);
    expect((await search(browser)).map((note) => note.problemId)).toEqual([graphs, twoSum]);
    const [listed] = await search(browser, 'heap');
    expect(listed?.problemTitle).toMatch(/^p-/);
    expect(listed?.problemSlug).toBe(listed?.problemTitle);
  });

  it('when another user reads, lists, overwrites or deletes, then they never reach the first user’s note', async () => {
    await ada.send('put', `/api/notes/${twoSum}`, { body: { content: 'private plan' } });
    const { browser: eve } = await signedInBrowser(t.app);

    expect(await noteOf(eve, twoSum)).toBeNull();
    expect(await search(eve, 'private')).toEqual([]);
    await eve.send('put', `/api/notes/${twoSum}`, { body: { content: 'eve was here' } });
    await eve.send('delete', `/api/notes/${twoSum}`);

    expect((await noteOf(ada, twoSum))?.content).toBe('private plan');
  });

  it('when a note is deleted (twice), then it is gone and both deletions answer 200', async () => {
    const { browser } = await signedInBrowser(t.app);
    await browser.send('put', `/api/notes/${twoSum}`, { body: { content: 'temporary' } });

    const removed = await browser.send('delete', `/api/notes/${twoSum}`);
    const again = await browser.send('delete', `/api/notes/${twoSum}`);

    expect(removed.body).toEqual({ problemId: twoSum, deleted: true });
    expect(again.status).toBe(200);
    expect(await noteOf(browser, twoSum)).toBeNull();
  });

  it('when the note is too long, not text, or the problem is unknown, then it answers 400 or 404 and stores nothing', async () => {
    const { browser } = await signedInBrowser(t.app);

    const long = await browser.send('put', `/api/notes/${twoSum}`, {
      body: { content: 'x'.repeat(NOTE_MAX_LENGTH + 1) },
    });
    const nul = await browser.send('put', `/api/notes/${twoSum}`, { body: { content: 'a\0b' } });
    const missing = await browser.send('put', `/api/notes/${randomUUID()}`, { body: { content: 'x' } });
    const longSearch = await browser.get(`/api/notes?q=${'x'.repeat(101)}`);

    expect([long.status, nul.status, missing.status, longSearch.status]).toEqual([400, 400, 404, 400]);
    expect(long.body).toEqual({ error: MESSAGES.noteTooLong });
    expect(nul.body).toEqual({ error: MESSAGES.nulCharacter });
    expect(missing.body).toEqual({ error: MESSAGES.problemNotFound });
    expect(await search(browser)).toEqual([]);
  });

  it('when a note is exactly at the limit, then it is stored whole', async () => {
    const { browser } = await signedInBrowser(t.app);

    const res = await browser.send('put', `/api/notes/${graphs}`, {
      body: { content: 'y'.repeat(NOTE_MAX_LENGTH) },
    });

    expect(res.status).toBe(200);
    expect((await noteOf(browser, graphs))?.content).toHaveLength(NOTE_MAX_LENGTH);
  });

  it('when not signed in, then every notes route answers 401', async () => {
    const visitor = await openBrowser(t.app);

    const answers = await Promise.all([
      visitor.get('/api/notes'),
      visitor.get(`/api/notes/${twoSum}`),
      visitor.send('put', `/api/notes/${twoSum}`, { body: { content: 'x' } }),
      visitor.send('delete', `/api/notes/${twoSum}`),
    ]);

    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401]);
  });
});
