import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, gitSyncResponseSchema, gitSyncSettingSchema } from '@codecourt/contracts';
import { problems } from '../../../db/schema/index.js';
import { settled } from './settled-sync.js';
import { startGitHttpServer, type GitHttpServer } from '../../../testing/git-http-server.js';
import { publicUrlOf } from '../../user/public-url.js';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';

const TOKEN = 'right-token-7c1f';
let t: TestApp;
let git: GitHttpServer;
let history: ReturnType<typeof judgedHistory>;

beforeAll(async () => {
  t = await createTestApp();
  git = await startGitHttpServer(TOKEN);
  history = judgedHistory(t.database.db);
});
afterAll(async () => {
  await git.close();
  await t.close();
});

describe('Sync to Git', () => {
  it('when the setting is saved, then accepted solutions and notes are pushed in the export’s layout, and the token never comes back', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const problem = await history.problem();
    await history.judged(user._id, problem, 'Accepted', new Date('2030-01-01T10:00:00Z'));
    expect(
      (await browser.send('put', `/api/notes/${problem}`, { body: { content: 'Use a hash map.' } })).status,
    ).toBe(200);

    const saved = await browser.send('put', '/api/git-sync', {
      body: { remoteUrl: git.url, branch: 'main', token: TOKEN },
    });
    const result = await settled(browser);
    const clone = await git.clone('main');
    const slug = await slugOf(problem);

    expect(saved.status).toBe(200);
    expect(gitSyncSettingSchema.parse(saved.body)).toMatchObject({ remoteUrl: git.url, branch: 'main' });
    expect(JSON.stringify(saved.body)).not.toContain(TOKEN);
    expect(result.lastSync).toMatchObject({ ok: true, error: null });
    expect(await readFile(join(clone, 'solutions', slug, 'solution.py'), 'utf8')).toMatch(
      new RegExp(
        `^# ${slug}\n# ${publicUrlOf(t.config)}/problem/${problem}\n# Accepted \\S+ on CodeCourt\n\nx\n$`,
      ),
    );
    expect(await readFile(join(clone, 'notes', `${slug}.md`), 'utf8')).toContain('Use a hash map.');
    expect(t.logs()).not.toContain(TOKEN);
  });

  it('when the token is wrong, then the last sync shows the refusal in words', async () => {
    const { browser } = await signedInBrowser(t.app);

    await browser.send('put', '/api/git-sync', {
      body: { remoteUrl: git.url, branch: 'main', token: 'wrong-token' },
    });
    const result = await settled(browser);

    expect(result.lastSync).toMatchObject({ ok: false, error: MESSAGES.gitSyncAuthFailed });
    expect(t.logs()).not.toContain('wrong-token');
  });

  it('when a submission is accepted, then a sync is owed and a manual sync pushes it', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    await browser.send('put', '/api/git-sync', {
      body: { remoteUrl: git.url, branch: 'main', token: TOKEN },
    });
    await settled(browser);
    const problem = await history.problem();

    await history.judged(user._id, problem, 'Accepted', new Date('2030-01-02T10:00:00Z'));
    const owed = gitSyncResponseSchema.parse((await browser.get('/api/git-sync')).body);
    expect((await browser.post('/api/git-sync/run', {})).status).toBe(200);
    const result = await settled(browser);
    const clone = await git.clone('main');

    expect(owed?.pending).toBe(true);
    expect(result.lastSync?.ok).toBe(true);
    expect(await readFile(join(clone, 'solutions', await slugOf(problem), 'solution.py'), 'utf8')).toContain(
      'x',
    );
  });

  it('when the remote is not https, carries credentials, or is on a private network, then 400; visitors get 401', async () => {
    const { browser } = await signedInBrowser(t.app);
    const put = (remoteUrl: string, branch = 'main') =>
      browser.send('put', '/api/git-sync', { body: { remoteUrl, branch, token: 't' } });

    expect((await put('ftp://example.com/r.git')).body).toEqual({ error: MESSAGES.gitSyncUrlInvalid });
    expect((await put('http://example.com/r.git')).body).toEqual({ error: MESSAGES.gitSyncUrlInvalid });
    expect((await put('https://me:pw@example.com/r.git')).body).toEqual({
      error: MESSAGES.gitSyncUrlInvalid,
    });
    expect((await put('https://10.1.2.3/r.git')).body).toEqual({ error: MESSAGES.gitSyncUrlForbidden });
    expect((await put('https://[fe80::1]/r.git')).body).toEqual({ error: MESSAGES.gitSyncUrlForbidden });
    // Another user: the writes above used up this one's five a minute.
    const { browser: other } = await signedInBrowser(t.app);
    const badBranch = await other.send('put', '/api/git-sync', {
      body: { remoteUrl: git.url, branch: '../main', token: 't' },
    });
    expect(badBranch.status).toBe(400);
    expect((await other.post('/api/git-sync/run', {})).status).toBe(404);
    expect((await (await openBrowser(t.app)).get('/api/git-sync')).status).toBe(401);
  });
});

async function slugOf(problemId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ slug: problems.slug })
    .from(problems)
    .where(eq(problems.id, problemId));
  if (!row) throw new Error('no problem');
  return row.slug;
}
