import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_SOLVED_RATIO, landingResponseSchema } from '@codecourt/contracts';
import { findRepoRoot } from '../../../lib/repo-root.js';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { judgedHistory } from '../../../testing/judged-history.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { readLandingFile } from '../landing-file.js';

let dir: string;
const apps: TestApp[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'codecourt-landing-'));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await rm(dir, { recursive: true, force: true });
});

async function contentFile(name: string, yaml: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, yaml);
  return file;
}

/** An app whose LANDING_FILE is `file`, with three problems; two users solved two of them. */
async function appWith(file: string): Promise<TestApp> {
  const t = await createTestApp({ env: { LANDING_FILE: file } });
  apps.push(t);
  const history = judgedHistory(t.database.db);
  const [p1, p2] = [await history.problem(), await history.problem(), await history.problem()];
  const [ada, bob] = [await history.user('Ada'), await history.user('Bob')];
  const at = new Date('2026-11-01T12:00:00Z');
  await history.judged(ada, p1, 'Accepted', at);
  await history.judged(ada, p1, 'Accepted', at);
  await history.judged(ada, p2, 'Wrong Answer', at);
  await history.judged(bob, p2, 'Accepted', at);
  return t;
}

async function landingOf(t: TestApp) {
  const res = await (await openBrowser(t.app)).get('/api/landing');
  expect(res.status).toBe(200);
  return landingResponseSchema.parse(res.body);
}

describe('GET /api/landing', () => {
  it('when the file asks for marketing figures, then it answers the library size, the placeholder share, its companies and stories', async () => {
    const file = await contentFile(
      'marketing.yaml',
      [
        'figures: marketing',
        'companies: [Initech, Hooli]',
        'stories:',
        '  - {name: Ada L., role: Engineer, quote: It works.}',
      ].join('\n'),
    );

    const landing = await landingOf(await appWith(file));

    expect(landing).toEqual({
      figures: { mode: 'marketing', problems: 3, solved: Math.round(3 * LANDING_SOLVED_RATIO) },
      companies: ['Initech', 'Hooli'],
      stories: [{ name: 'Ada L.', role: 'Engineer', quote: 'It works.' }],
    });
  });

  it('when the file asks for live figures, then they are the instance’s own counts (problems solved per user, users)', async () => {
    const file = await contentFile('live.yaml', 'figures: live\n');

    const landing = await landingOf(await appWith(file));

    expect(landing.figures).toEqual({ mode: 'live', problems: 3, solved: 2, users: 2 });
    expect(landing.companies).toEqual([]);
    expect(landing.stories).toEqual([]);
  });

  it('when a contest hides a library problem, then the figures count it out at once, and in again when it goes', async () => {
    const admin = { emailId: 'landing-admin@example.com', password: 'Landing-admin-1!' };
    const t = await createTestApp({
      env: {
        LANDING_FILE: await contentFile('hidden.yaml', 'figures: live\n'),
        ADMIN_EMAIL: admin.emailId,
        ADMIN_PASSWORD: admin.password,
      },
    });
    apps.push(t);
    const history = judgedHistory(t.database.db);
    const [hidden] = [await history.problem(), await history.problem()];
    expect((await landingOf(t)).figures).toMatchObject({ problems: 2 });

    const browser = await adminBrowser(t.app, admin);
    const created = await browser.post('/api/contests', {
      title: 'Hides one',
      slug: 'landing-hides-one',
      format: 'icpc',
      startAt: new Date(Date.now() + 60 * 60_000).toISOString(),
      endAt: new Date(Date.now() + 2 * 60 * 60_000).toISOString(),
      problems: [{ label: 'A', problemId: hidden }],
    });
    expect(created.status).toBe(201);
    // Within the figures' 30 s: without being told, the landing would still count the hidden problem.
    expect((await landingOf(t)).figures).toMatchObject({ problems: 1 });
    expect(
      (await browser.send('delete', `/api/contests/${(created.body as { _id: string })._id}`)).status,
    ).toBe(200);
    expect((await landingOf(t)).figures).toMatchObject({ problems: 2 });
  });

  it('when the figures are off, then none are computed or sent', async () => {
    const landing = await landingOf(await appWith(await contentFile('off.yaml', 'figures: off\n')));

    expect(landing.figures).toEqual({ mode: 'off' });
  });
});

describe('the landing content file', () => {
  it('when it is broken, then reading it fails naming the file and each reason', async () => {
    const file = await contentFile('broken.yaml', 'figures: sometimes\nstories:\n  - {name: "", quote: x}\n');

    const read = readLandingFile(file, true);

    await expect(read).rejects.toThrow(file);
    await expect(read).rejects.toThrow(/figures: .*stories\.0\.name/);
  });

  it('when it is not YAML, then the reason says so', async () => {
    await expect(readLandingFile(await contentFile('bad.yaml', 'figures: [\n'), true)).rejects.toThrow(
      'not valid YAML',
    );
  });

  it('when LANDING_FILE names a missing file, then that is an error; when the default file is missing, the defaults hold', async () => {
    const missing = path.join(dir, 'missing.yaml');

    await expect(readLandingFile(missing, true)).rejects.toThrow('no such file');
    await expect(readLandingFile(missing, false)).resolves.toEqual({
      figures: 'marketing',
      companies: [],
      stories: [],
    });
  });

  it('when the shipped file is read, then it passes the checks and keeps the product’s marketing figures', async () => {
    const shipped = await readLandingFile(path.join(findRepoRoot(), 'content', 'landing.yaml'), true);

    expect(shipped.figures).toBe('marketing');
    expect(shipped.companies.length).toBeGreaterThan(0);
    expect(shipped.stories.length).toBeGreaterThan(0);
  });
});
