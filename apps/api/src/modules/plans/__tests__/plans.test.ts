import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  planDetailSchema,
  planEnrolmentSchema,
  planListResponseSchema,
} from '@codecourt/contracts';
import type { PlanDefinition } from '@codecourt/contracts';
import { problems } from '../../../db/schema/index.js';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { newSignup } from '../../../testing/fixtures.js';
import { judgedHistory } from '../../../testing/judged-history.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createPlanRepository } from '../repository.js';

const ADMIN = newSignup({ emailId: 'plans-admin@example.com' });
let t: TestApp;
let history: ReturnType<typeof judgedHistory>;
const ids: string[] = [];
const slugs: string[] = [];

const plan = (steps: string[]): PlanDefinition => ({
  title: 'Warm-up',
  summary: 'Three problems to start.',
  order: 5,
  steps: steps.map((problem, i) => ({ problem, intro: `Step ${String(i + 1)}.`, section: 'Week 1' })),
});

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password } });
  history = judgedHistory(t.database.db);
  for (let i = 0; i < 3; i++) {
    const id = await history.problem();
    const [row] = await t.database.db
      .select({ slug: problems.slug })
      .from(problems)
      .where(eq(problems.id, id));
    ids.push(id);
    slugs.push(row?.slug ?? '');
  }
  await createPlanRepository(t.database.db).seed([{ slug: 'warm-up', plan: plan(slugs) }]);
});
afterAll(async () => {
  await t.close();
});

const detail = async (browser: TestBrowser) => {
  const res = await browser.get('/api/plans/warm-up');
  expect(res.status).toBe(200);
  return planDetailSchema.parse(res.body);
};

describe('/api/plans', () => {
  it('when a visitor reads the plans, then they get the steps in order and no progress', async () => {
    const visitor = await openBrowser(t.app);

    const list = planListResponseSchema.parse((await visitor.get('/api/plans')).body);
    const warmUp = await detail(visitor);

    expect(list).toContainEqual({
      slug: 'warm-up',
      title: 'Warm-up',
      summary: 'Three problems to start.',
      stepCount: 3,
      enrolled: null,
      solvedCount: null,
    });
    expect(warmUp.steps.map((s) => [s.problem._id, s.section, s.intro, s.solved])).toEqual([
      [ids[0], 'Week 1', 'Step 1.', null],
      [ids[1], 'Week 1', 'Step 2.', null],
      [ids[2], 'Week 1', 'Step 3.', null],
    ]);
    expect(warmUp.nextProblem?._id).toBe(ids[0]);
    expect((await visitor.post('/api/plans/warm-up/enrol')).status).toBe(401);
  });

  it('when a user enrols and solves steps, then their progress and next problem follow, and nobody else’s change', async () => {
    const { browser, user } = await signedInBrowser(t.app);
    const { browser: other } = await signedInBrowser(t.app);

    const enrolled = await browser.post('/api/plans/warm-up/enrol');
    const again = await browser.post('/api/plans/warm-up/enrol');
    await history.judged(user._id, ids[0] ?? '', 'Accepted', new Date());
    await history.judged(user._id, ids[1] ?? '', 'Wrong Answer', new Date());
    const mine = await detail(browser);
    const theirs = await detail(other);

    expect(enrolled.status).toBe(200);
    expect(again.body).toEqual(enrolled.body);
    expect(mine).toMatchObject({
      enrolled: true,
      solvedCount: 1,
      enrolledAt: planEnrolmentSchema.parse(enrolled.body).enrolledAt,
    });
    expect(mine.steps.map((s) => s.solved)).toEqual([true, false, false]);
    expect(mine.nextProblem?._id).toBe(ids[1]);
    expect(theirs).toMatchObject({ enrolled: false, solvedCount: 0, enrolledAt: null });
    expect(theirs.nextProblem?._id).toBe(ids[0]);
    const list = planListResponseSchema.parse((await browser.get('/api/plans')).body);
    expect(list.find((p) => p.slug === 'warm-up')).toMatchObject({ enrolled: true, solvedCount: 1 });
  });

  it('when the plan does not exist, then 404 with the plan message', async () => {
    const { browser } = await signedInBrowser(t.app);

    for (const res of [await browser.get('/api/plans/nope'), await browser.post('/api/plans/nope/enrol')]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: MESSAGES.planNotFound });
    }
  });

  it('when an admin replaces a plan, then it is checked as the files are and served as changed; others get 403', async () => {
    const admin = await adminBrowser(t.app, ADMIN);
    const { browser: user } = await signedInBrowser(t.app);
    const reordered = plan([slugs[2] ?? '', slugs[0] ?? '']);

    const forbidden = await user.send('put', '/api/plans/warm-up', { body: reordered });
    const unknown = await admin.send('put', '/api/plans/warm-up', {
      body: plan([slugs[0] ?? '', 'no-such-problem']),
    });
    const noIntro = await admin.send('put', '/api/plans/warm-up', {
      body: { ...reordered, steps: [{ problem: slugs[0] }] },
    });
    const missing = await admin.send('put', '/api/plans/nope', { body: reordered });
    const saved = await admin.send('put', '/api/plans/warm-up', {
      body: { ...reordered, title: 'Warm-up, reordered' },
    });

    expect(forbidden.status).toBe(403);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: `${MESSAGES.planProblemUnknown}: no-such-problem` });
    expect(noIntro.status).toBe(400);
    expect(missing.status).toBe(404);
    expect(saved.status).toBe(200);
    const served = await detail(user);
    expect(served.title).toBe('Warm-up, reordered');
    expect(served.steps.map((s) => s.problem._id)).toEqual([ids[2], ids[0]]);
  });
});
