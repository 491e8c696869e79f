// Issue 20, finding 4, without Redis: ten Judge0 sleepers of one user made another user's submit wait
// behind all of them (one FIFO). The mount has a lane of its own and each user a fair share.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudgedSubmitApp } from '../../../testing/judged-submit-app.js';
import type { JudgedSubmitApp } from '../../../testing/judged-submit-app.js';
import { sleepersFinishedBeforeSubmit } from '../../../testing/judge0-flood.js';
import { signedInBrowser } from '../../../testing/sign-in.js';

let judged: JudgedSubmitApp;

beforeAll(async () => {
  judged = await createJudgedSubmitApp();
});
afterAll(async () => {
  await judged.close();
}, 120_000);

describe('a fair judge in-process', () => {
  it('when one user floods the Judge0 mount with near-wall sleepers, then another user’s submit is judged before all but the running ones', async () => {
    const { browser } = await signedInBrowser(judged.testApp.app);

    const finished = await sleepersFinishedBeforeSubmit(judged.testApp.app, browser, judged.problemId);

    // The mount's lane has two places here: at most the two sleepers running when the submit came had ended.
    expect(finished).toBeLessThanOrEqual(2);
  });
});
