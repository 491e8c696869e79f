import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import yauzl from 'yauzl';
import { eq } from 'drizzle-orm';
import { problems, submissions } from '../../../db/schema/index.js';
import { problemSnapshot } from '../../submissions/problem-snapshot.js';
import { createSubmissionRepository } from '../../submissions/repository.js';
import { recordVerdictEffects } from '../../submissions/verdict-effects.js';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';

let t: TestApp;
let ada: TestBrowser;
let adaId: string;
let problemId: string;
let slug: string;

/** A submission stored and judged through the real repository. */
async function submitted(
  userId: string,
  language: 'python' | 'cpp',
  code: string,
  verdict: 'Accepted' | 'Wrong Answer',
  at: Date,
) {
  const [row] = await t.database.db
    .insert(submissions)
    .values({
      userId,
      problemId,
      ...problemSnapshot(problemId),
      language,
      code,
      totalTestCases: 1,
      createdAt: at,
    })
    .returning({ id: submissions.id });
  if (!row) throw new Error('no submission');
  await createSubmissionRepository(t.database.db).storeJudgement(
    row.id,
    {
      status: 'done',
      verdict,
      testCasesPassed: verdict === 'Accepted' ? 1 : 0,
      totalTestCases: 1,
      runtime: 1,
      memory: 1,
      error: null,
      compileOutput: null,
      tests: [],
    },
    recordVerdictEffects,
  );
}

/** The zip's files by name. */
function unzip(buffer: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) {
        reject(error);
        return;
      }
      const files = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) {
            reject(streamError);
            return;
          }
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => {
        resolve(files);
      });
      zip.readEntry();
    });
  });
}

beforeAll(async () => {
  t = await createTestApp();
  problemId = await judgedHistory(t.database.db).problem();
  const [row] = await t.database.db
    .update(problems)
    .set({ title: 'Two Sum' })
    .where(eq(problems.id, problemId))
    .returning({ slug: problems.slug });
  slug = row?.slug ?? '';
  const signedIn = await signedInBrowser(t.app);
  ada = signedIn.browser;
  adaId = signedIn.user._id;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/export/solutions', () => {
  it('when a user has accepted solutions and a note, then the zip holds the latest accepted per language with a header, and the note', async () => {
    await submitted(adaId, 'python', 'print("old")', 'Accepted', new Date('2026-01-01T10:00:00Z'));
    await submitted(adaId, 'python', 'print("new")', 'Accepted', new Date('2026-01-02T10:00:00Z'));
    await submitted(adaId, 'python', 'print("wrong")', 'Wrong Answer', new Date('2026-01-03T10:00:00Z'));
    await submitted(adaId, 'cpp', 'int main() {}', 'Accepted', new Date('2026-01-01T10:00:00Z'));
    const bob = await judgedHistory(t.database.db).user('Bob');
    await submitted(bob, 'python', 'print("bob")', 'Accepted', new Date('2026-01-04T10:00:00Z'));
    expect(
      (await ada.send('put', `/api/notes/${problemId}`, { body: { content: 'Use a **hash map**.' } })).status,
    ).toBe(200);

    // The zip's bytes, sent with Ada's session cookies (a GET needs no XSRF header).
    const cookies = [...ada.cookies]
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const res = await request(t.app)
      .get('/api/export/solutions')
      .set('Cookie', cookies)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
        });
        response.on('end', () => {
          done(null, Buffer.concat(chunks));
        });
      });

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await unzip(res.body as Buffer);
    expect([...files.keys()].sort()).toEqual([
      `codecourt/notes/${slug}.md`,
      `codecourt/solutions/${slug}/solution.cpp`,
      `codecourt/solutions/${slug}/solution.py`,
    ]);
    const python = files.get(`codecourt/solutions/${slug}/solution.py`) ?? '';
    expect(python).toMatch(new RegExp(`^# Two Sum\\n# https?://[^\\n]+/problem/${problemId}\\n`));
    expect(python).toContain('print("new")');
    expect(python).not.toContain('old');
    expect(python).not.toContain('wrong');
    expect(files.get(`codecourt/solutions/${slug}/solution.cpp`)).toMatch(/^\/\/ Two Sum\n/);
    expect(files.get(`codecourt/notes/${slug}.md`)).toContain('Use a **hash map**.');
    expect([...files.values()].join()).not.toContain('bob');
  });

  it('when nobody is signed in, then it is 401', async () => {
    const anonymous = await openBrowser(t.app);
    expect((await anonymous.get('/api/export/solutions')).status).toBe(401);
  });
});
