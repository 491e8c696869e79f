// Editing a scoring problem in the admin form keeps its groups: the hidden tests keep the names that
// place them in their groups, and the problem keeps its kind, so a partial answer still scores per group.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminProblemSchema,
  problemInputSchema,
  problemSchema,
  submitResponseSchema,
} from '@codecourt/contracts';
import { newSignup } from '../../../testing/fixtures.js';
import { createJudgedAdminApp } from '../../../testing/judged-admin-app.js';
import type { JudgedAdminApp } from '../../../testing/judged-admin-app.js';
import { SCORING_SLUG, scoringPackageFiles, solvesOnlyGroup } from '../../../testing/scoring-problem.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { createProblemRepository } from '../repository.js';

const ADMIN = newSignup({ emailId: 'scoring-editor@example.com' });

let judged: JudgedAdminApp;
let problemId: string;
const hiddenNames = async () =>
  (await createProblemRepository(judged.testApp.database.db).hiddenTestsOf(problemId)).map((t) => t.name);

beforeAll(async () => {
  judged = await createJudgedAdminApp(ADMIN);
  problemId = (
    await importTestPackage(judged.testApp.database.db, {
      slug: SCORING_SLUG,
      files: await scoringPackageFiles(['cpp', 'java', 'javascript', 'python']),
    })
  ).id;
});
afterAll(async () => {
  await judged.close();
});

describe('editing a scoring problem', () => {
  it('when an admin saves the form with a new title, then the groups, test names and scores stay', async () => {
    const before = await hiddenNames();
    expect(before.filter((name) => name.startsWith('1-small/'))).toHaveLength(10);
    const form = adminProblemSchema.parse((await judged.admin.get(`/api/problem/admin/${problemId}`)).body);

    const res = await judged.admin.send('put', `/api/problem/update/${problemId}`, {
      body: problemInputSchema.parse({ ...form, title: 'Longest Substring (Groups)' }),
    });

    expect(res.status).toBe(200);
    expect(await hiddenNames()).toEqual(before);
    const problem = problemSchema.parse(res.body);
    expect(problem.scoringGroups).toEqual([
      { name: '1-small', maxScore: 50 },
      { name: '2-large', maxScore: 50 },
    ]);
    const { browser } = await signedInBrowser(judged.testApp.app);
    const submitted = submitResponseSchema.parse(
      (
        await browser.post(`/api/submission/submit/${problemId}`, {
          code: solvesOnlyGroup('small'),
          language: 'python',
        })
      ).body,
    );
    expect(submitted).toMatchObject({ score: 50 });
    expect(submitted.groups?.map((g) => [g.name, g.score])).toEqual([
      ['1-small', 50],
      ['2-large', 0],
    ]);
  }, 120_000); // the update judges the four reference solutions first, on a shared machine
});
