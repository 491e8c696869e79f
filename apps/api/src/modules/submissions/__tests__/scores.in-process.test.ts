// A scoring problem's score and groups are stored with the submission: submit, history and detail answer
// them, so a reload shows what judging showed. Judged on a library `*-subtasks` problem through the real
// compilers and sandbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  submissionHistoryResponseSchema,
  submissionSchema,
  submitResponseSchema,
} from '@codecourt/contracts';
import { createJudgedSubmitApp } from '../../../testing/judged-submit-app.js';
import type { JudgedSubmitApp } from '../../../testing/judged-submit-app.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { SCORING_SLUG, scoringPackageFiles, solvesOnlyGroup } from '../../../testing/scoring-problem.js';

const SMALL_ONLY = solvesOnlyGroup('small');

const PARTIAL_GROUPS = [
  { name: '1-small', score: 50, maxScore: 50, verdict: 'Accepted', testsPassed: 10, totalTests: 10 },
  { name: '2-large', score: 0, maxScore: 50, verdict: 'Wrong Answer', testsPassed: 0, totalTests: 6 },
];

let app: JudgedSubmitApp;
let ada: TestBrowser;

beforeAll(async () => {
  app = await createJudgedSubmitApp({ slug: SCORING_SLUG, files: await scoringPackageFiles() });
  ada = (await signedInBrowser(app.testApp.app)).browser;
});
afterAll(() => app.close());

describe('scores of a scoring problem', () => {
  it('when a partial solution is submitted, then its score and groups are answered, stored and read back by history and detail', async () => {
    const res = await ada.post(`/api/submission/submit/${app.problemId}`, {
      code: SMALL_ONLY,
      language: 'python',
    });

    expect(res.status).toBe(200);
    const submitted = submitResponseSchema.parse(res.body);
    expect(submitted).toMatchObject({ verdict: 'Wrong Answer', score: 50, groups: PARTIAL_GROUPS });
    const detail = submissionSchema.parse((await ada.get(`/api/submission/${submitted._id}`)).body);
    expect(detail).toMatchObject({ score: 50, groups: PARTIAL_GROUPS });
    const history = submissionHistoryResponseSchema.parse(
      (await ada.get(`/api/submission/problem/${app.problemId}`)).body,
    );
    expect(history.find((s) => s._id === submitted._id)).toMatchObject({ score: 50, groups: PARTIAL_GROUPS });
  });

  it('when a run of the samples is judged, then no score is answered (only Submit is scored)', async () => {
    const res = await ada.post(`/api/submission/run/${app.problemId}`, {
      code: SMALL_ONLY,
      language: 'python',
    });

    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('score');
    expect(res.body).not.toHaveProperty('groups');
  });
});
