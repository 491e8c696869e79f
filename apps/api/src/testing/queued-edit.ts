import type { Express } from 'express';
import { expect } from 'vitest';
import { problemSchema, submissionSchema, submitResponseSchema } from '@codecourt/contracts';
import type { Submission } from '@codecourt/contracts';
import type { Database } from '../db/client.js';
import { newSignup } from './fixtures.js';
import { replaceSamples } from './edit-samples.js';
import { signedInBrowser } from './sign-in.js';
import { importTestPackage } from './test-problems.js';
import { openBrowser } from './test-browser.js';
import { ADD_TWO, ADD_TWO_SAMPLES } from './tiny-package.js';
import { waitFor } from './wait-for.js';

/** The admin an app must bootstrap (createTestApp `env`) for the queued-edit scenario. */
export const QUEUED_EDIT_ADMIN = newSignup({ emailId: 'queued-edit-admin@example.com' });
export const QUEUED_EDIT_ENV = {
  ADMIN_EMAIL: QUEUED_EDIT_ADMIN.emailId,
  ADMIN_PASSWORD: QUEUED_EDIT_ADMIN.password,
};

/** More samples than before, so test order alone would call two hidden tests "samples". */
export const EDITED_SAMPLES = [
  { input: '11 11\n', output: '22\n', explanation: 'Eleven twice.' },
  { input: '12 12\n', output: '24\n', explanation: 'Twelve twice.' },
  { input: '13 13\n', output: '26\n', explanation: 'Thirteen twice.' },
  { input: '14 14\n', output: '28\n', explanation: 'Fourteen twice.' },
];

/** A problem of its own, so the edit does not change what other tests judge. */
export async function importProblemToEdit(db: Database): Promise<string> {
  return (await importTestPackage(db, { slug: 'edited-while-queued' })).id;
}

/**
 * Submits while no judge runs (the answer is 202), has an admin replace the samples, lets the judge
 * go (`judgeNow`) and answers the stored submission once judged, plus the edited problem's samples.
 */
export async function submitThenEditSamples(
  app: Express,
  db: Database,
  problemId: string,
  judgeNow: () => Promise<void>,
): Promise<{ accepted: ReturnType<typeof submitResponseSchema.parse>; status: number; judged: Submission }> {
  const { browser } = await signedInBrowser(app);
  const res = await browser.post(`/api/submission/submit/${problemId}`, {
    code: ADD_TWO.python,
    language: 'python',
  });
  const accepted = submitResponseSchema.parse(res.body);
  await replaceSamples(db, problemId, EDITED_SAMPLES);
  await judgeNow();
  const judged = await waitFor(async () => {
    const body = submissionSchema.parse((await browser.get(`/api/submission/${accepted._id}`)).body);
    return body.status === 'done' ? body : undefined;
  }, 'the verdict of the queued submission');
  return { accepted, status: res.status, judged };
}

/** The judged tests are those of submission time: two visible samples with their data, three hidden without. */
export async function expectSubmissionTimeTests(app: Express, problemId: string, judged: Submission) {
  expect(judged.verdict).toBe('Accepted');
  expect(judged.tests.map((test) => test.visible)).toEqual([true, true, false, false, false]);
  expect(judged.tests.slice(0, 2).map((test) => [test.input, test.expected])).toEqual(
    ADD_TWO_SAMPLES.map((sample) => [sample.input, sample.output]),
  );
  expect(judged.tests.slice(2).every((test) => test.input === undefined)).toBe(true);
  expect(JSON.stringify(judged)).not.toContain(EDITED_SAMPLES[0]?.input);
  const problem = problemSchema.parse(
    (await (await openBrowser(app)).get(`/api/problem/problemById/${problemId}`)).body,
  );
  expect(problem.visibleTestCases).toEqual(EDITED_SAMPLES);
}
