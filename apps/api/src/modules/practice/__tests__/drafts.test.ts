import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_MAX_BYTES, MESSAGES, draftResponseSchema } from '@codecourt/contracts';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

let t: TestApp;
let problem: string;

beforeAll(async () => {
  t = await createTestApp();
  problem = await judgedHistory(t.database.db).problem();
});
afterAll(async () => {
  await t.close();
});

const draftOf = async (browser: TestBrowser, language: string) => {
  const res = await browser.get(`/api/drafts/${problem}/${language}`);
  expect(res.status).toBe(200);
  return draftResponseSchema.parse(res.body);
};
const save = (browser: TestBrowser, language: string, code: string) =>
  browser.send('put', `/api/drafts/${problem}/${language}`, { body: { code } });

describe('drafts', () => {
  it('when drafts are saved per language, then each language keeps its own last code', async () => {
    const { browser } = await signedInBrowser(t.app);
    expect(await draftOf(browser, 'python')).toBeNull();

    await save(browser, 'python', 'print(1)');
    await save(browser, 'python', 'print(2)');
    const saved = await save(browser, 'cpp', 'int main() {}');

    expect(saved.status).toBe(200);
    expect(await draftOf(browser, 'python')).toMatchObject({
      problemId: problem,
      language: 'python',
      code: 'print(2)',
    });
    expect((await draftOf(browser, 'cpp'))?.code).toBe('int main() {}');
  });

  it('when the user signs out and signs in on another browser, then the draft and its time are still there', async () => {
    const { browser, user, password } = await signedInBrowser(t.app);
    const saved = draftResponseSchema.parse((await save(browser, 'java', 'class Main {}')).body);
    await browser.post('/api/user/logout');

    const other = await openBrowser(t.app);
    await other.post('/api/user/login', { emailId: user.emailId, password });

    expect(await draftOf(other, 'java')).toEqual(saved);
    expect(Date.parse(saved?.updatedAt ?? '')).toBeGreaterThan(0);
  });

  it('when another user reads or overwrites, then they never reach the first user’s draft', async () => {
    const { browser: ada } = await signedInBrowser(t.app);
    const { browser: eve } = await signedInBrowser(t.app);
    await save(ada, 'python', 'secret = 42');

    expect(await draftOf(eve, 'python')).toBeNull();
    await save(eve, 'python', 'overwritten');

    expect((await draftOf(ada, 'python'))?.code).toBe('secret = 42');
  });

  it('when the language, the problem or the code is wrong, then it answers 400 or 404 and stores nothing', async () => {
    const { browser } = await signedInBrowser(t.app);

    const language = await save(browser, 'cobol', 'x');
    const missing = await browser.send('put', `/api/drafts/${randomUUID()}/python`, { body: { code: 'x' } });
    const large = await save(browser, 'python', 'x'.repeat(CODE_MAX_BYTES + 1));
    const nul = await save(browser, 'python', 'a\0b');

    expect([language.status, missing.status, large.status, nul.status]).toEqual([400, 404, 400, 400]);
    expect(language.body).toEqual({ error: MESSAGES.unknownLanguage });
    expect(missing.body).toEqual({ error: MESSAGES.problemNotFound });
    expect(large.body).toEqual({ error: MESSAGES.codeTooLarge });
    expect(await draftOf(browser, 'python')).toBeNull();
  });

  it('when not signed in, then the draft routes answer 401', async () => {
    const visitor = await openBrowser(t.app);

    const answers = await Promise.all([
      visitor.get(`/api/drafts/${problem}/python`),
      save(visitor, 'python', 'x'),
    ]);

    expect(answers.map((res) => res.status)).toEqual([401, 401]);
  });
});
