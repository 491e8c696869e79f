import { expect } from 'vitest';
import { submitResponseSchema } from '@codecourt/contracts';
import type { Express } from 'express';
import { judge0Client } from './judge0-client.js';
import type { TestBrowser } from './test-browser.js';
import { ADD_TWO } from './tiny-package.js';

/** A Judge0 program that sleeps close to its wall limit (issue 20, finding 4: 19.5 s of 20 s). */
export const NEAR_WALL_SLEEPER = {
  source_code: 'import time\ntime.sleep(2.5)\nprint(1)\n',
  language_id: 71,
  wall_time_limit: 3,
};
export const FLOOD_SIZE = 10;

/**
 * One user queues ten near-wall sleepers on the Judge0 mount, then another user submits an ordinary
 * solution (waiting for its verdict). Answers how many of the sleepers had finished when that verdict
 * came: with lanes and fair shares, at most the ones already running; behind one FIFO, nearly all.
 */
export async function sleepersFinishedBeforeSubmit(
  app: Express,
  submitter: TestBrowser,
  problemId: string,
): Promise<number> {
  const flooder = await judge0Client(app);
  const tokens: string[] = [];
  for (let i = 0; i < FLOOD_SIZE; i++) {
    const res = await flooder.post('/judge0/submissions', NEAR_WALL_SLEEPER);
    expect(res.status).toBe(201);
    tokens.push((res.body as { token: string }).token);
  }

  const submitted = await submitter.post(`/api/submission/submit/${problemId}`, {
    code: ADD_TWO.python,
    language: 'python',
  });

  const shown = await flooder.get(`/judge0/submissions/batch?tokens=${tokens.join(',')}&fields=status_id`);
  expect(submitted.status).toBe(200);
  expect(submitResponseSchema.parse(submitted.body).verdict).toBe('Accepted');
  const statuses = (shown.body as { submissions: { status_id: number }[] }).submissions;
  return statuses.filter((submission) => submission.status_id >= 3).length;
}
