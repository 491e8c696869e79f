// Issue #34 findings 3, 4 and 5: a contest's secret problem reads as one that does not exist on the
// practice routes (notes, drafts, solution takes, the notes list, the export), while another contest
// that holds it has not ended, and in study plans.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDetailSchema } from '@codecourt/contracts';
import type { PlanDefinition } from '@codecourt/contracts';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { createContestApp, minutesFromNow } from '../../contests/__tests__/contest-app.js';
import type { ContestApp } from '../../contests/__tests__/contest-app.js';
import { createPlanRepository } from '../../plans/repository.js';

let c: ContestApp;

/** A loaded machine builds the app and its judge slowly. */
const SLOW_MS = 180_000;

beforeAll(async () => {
  c = await createContestApp();
}, SLOW_MS);
afterAll(async () => {
  await c.close();
});

/** Every practice route a signed-in user can point at a problem, by `ref` (its id or slug). */
const practiceReads = (browser: TestBrowser, ref: string) => [
  browser.get(`/api/notes/${ref}`),
  browser.send('put', `/api/notes/${ref}`, { body: { content: 'my idea' } }),
  browser.send('delete', `/api/notes/${ref}`),
  browser.get(`/api/drafts/${ref}/python`),
  browser.send('put', `/api/drafts/${ref}/python`, { body: { code: 'print(1)' } }),
  browser.post(`/api/solution-takes/${ref}`, { source: 'use-solution' }),
];

const answers = async (pending: Promise<{ status: number; body: unknown }>[]) =>
  (await Promise.all(pending)).map((res) => [res.status, res.body]);

/** The export zip's bytes: its entry names (notes/<slug>.md, solutions/<slug>...) are stored as they are. */
async function exportZip(browser: TestBrowser): Promise<Buffer> {
  const cookies = [...browser.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  const res = await request(c.testApp.app)
    .get('/api/export/solutions')
    .set('Cookie', cookies.join('; '))
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        done(null, Buffer.concat(chunks));
      });
    });
  expect(res.status).toBe(200);
  return res.body as Buffer;
}

describe('a secret contest problem on the practice routes (finding 3)', () => {
  it(
    'when a non-participant names it by id or slug before the start, then every route answers as for no problem',
    async () => {
      const secret = await importTestPackage(c.testApp.database.db, { slug: 'vis-practice-secret' });
      await c.contest({
        startAt: minutesFromNow(30),
        endAt: minutesFromNow(90),
        problems: [{ label: 'A', problemId: secret.id }],
      });
      const dave = (await c.user()).browser;

      const byId = await answers(practiceReads(dave, secret.id));
      const bySlug = await answers(practiceReads(dave, 'vis-practice-secret'));
      const missingId = await answers(practiceReads(dave, randomUUID()));
      const missingSlug = await answers(practiceReads(dave, 'no-such-problem'));

      expect(byId).toEqual(missingId);
      expect(bySlug).toEqual(missingSlug);
      expect(byId.map(([status]) => status)).toEqual([404, 404, 404, 404, 404, 404]);
    },
    SLOW_MS,
  );

  it(
    'when a note was written while the problem was public and a contest then holds it, then the notes list and the export leave it out',
    async () => {
      const shared = await importTestPackage(c.testApp.database.db, { slug: 'vis-noted-then-secret' });
      const erin = (await c.user()).browser;
      const written = await erin.send('put', `/api/notes/${shared.id}`, {
        body: { content: 'two pointers' },
      });
      expect(written.status).toBe(200);
      expect(((await erin.get('/api/notes')).body as unknown[]).length).toBe(1);

      await c.contest({
        startAt: minutesFromNow(30),
        endAt: minutesFromNow(90),
        problems: [{ label: 'A', problemId: shared.id }],
      });

      const list = await erin.get('/api/notes');
      const zip = await exportZip(erin);
      expect(list.status).toBe(200);
      expect(list.body).toEqual([]);
      expect(zip.includes('vis-noted-then-secret')).toBe(false);
      expect(zip.includes(shared.id)).toBe(false);
    },
    SLOW_MS,
  );

  it(
    'when a participant of the running contest autosaves a draft of its problem, then they read it back',
    async () => {
      const secret = await importTestPackage(c.testApp.database.db, { slug: 'vis-running-secret' });
      const contest = await c.contest({ problems: [{ label: 'A', problemId: secret.id }] });
      const carol = (await c.user()).browser;
      expect((await carol.post(`/api/contests/${contest._id}/register`, {})).status).toBe(200);

      const saved = await carol.send('put', `/api/drafts/${secret.id}/python`, { body: { code: 'x = 1' } });
      const read = await carol.get(`/api/drafts/${secret.id}/python`);
      const outsider = await (await c.user()).browser.get(`/api/drafts/${secret.id}/python`);

      expect(saved.status).toBe(200);
      expect(read.body).toMatchObject({ problemId: secret.id, code: 'x = 1' });
      expect(outsider.status).toBe(404);
    },
    SLOW_MS,
  );
});

describe('a problem held by an ended contest and an unfinished one (finding 4)', () => {
  it(
    'when the ended contest is read or run virtually, then its statement and judging are refused while the other has not ended',
    async () => {
      const shared = await importTestPackage(c.testApp.database.db, { slug: 'vis-shared' });
      const ended = await c.contest({
        startAt: minutesFromNow(-120),
        endAt: minutesFromNow(-60),
        problems: [{ label: 'A', problemId: shared.id }],
      });
      await c.contest({
        startAt: minutesFromNow(30),
        endAt: minutesFromNow(90),
        problems: [{ label: 'A', problemId: shared.id }],
      });
      const frank = await c.user();

      const statement = await frank.browser.get(`/api/contests/${ended._id}/problems/A`);
      const asAdmin = await c.admin.get(`/api/contests/${ended._id}/problems/A`);
      const started = await frank.browser.post(`/api/contests/${ended._id}/virtual`, {});
      expect(started.status).toBe(201);
      const run = started.body as { _id: string };
      const submit = await frank.browser.post(`/api/contests/${ended._id}/virtual/${run._id}/submit/A`, {
        code: ADD_TWO.python,
        language: 'python',
      });

      expect(statement.status).toBe(404);
      expect(JSON.stringify(statement.body)).not.toContain('vis-shared');
      expect(asAdmin.status).toBe(200);
      expect(submit.status).toBe(404);
    },
    SLOW_MS,
  );
});

describe('study plans (finding 5)', () => {
  it(
    'when a plan has a step whose problem a contest holds secret, then a visitor reads the plan without it',
    async () => {
      const open = await importTestPackage(c.testApp.database.db, { slug: 'vis-plan-open' });
      const secret = await importTestPackage(c.testApp.database.db, { slug: 'vis-plan-secret' });
      const plan: PlanDefinition = {
        title: 'Visibility',
        summary: 'Two steps.',
        order: 1,
        steps: [
          { problem: 'vis-plan-open', intro: 'First.' },
          { problem: 'vis-plan-secret', intro: 'Second.' },
        ],
      };
      await createPlanRepository(c.testApp.database.db).seed([{ slug: 'vis-plan', plan }]);
      await c.contest({
        startAt: minutesFromNow(30),
        endAt: minutesFromNow(90),
        problems: [{ label: 'A', problemId: secret.id }],
      });
      const visitor = await openBrowser(c.testApp.app);

      const detail = await visitor.get('/api/plans/vis-plan');
      const list = await visitor.get('/api/plans');

      expect(detail.status).toBe(200);
      const parsed = planDetailSchema.parse(detail.body);
      expect(parsed.steps.map((s) => s.problem._id)).toEqual([open.id]);
      expect(parsed.stepCount).toBe(1);
      expect(JSON.stringify(detail.body)).not.toContain(secret.id);
      expect(JSON.stringify(list.body)).not.toContain('vis-plan-secret');
    },
    SLOW_MS,
  );
});
