// The figures move with real traffic: requests on the real app (PGlite) and a submit judged by the
// real in-process judge, whose figures land in the API's registry.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseSchema } from '@codecourt/contracts';
import { createApiMetrics } from '../api-metrics.js';
import type { ApiMetrics } from '../api-metrics.js';
import { sampleValue } from '../../../testing/prometheus-text.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import type { Judging } from '../../judging/create-judging.js';

const TOKEN = 'scrape-token-0123456789abcdef';

let database: TestDatabase;
let judging: Judging;
let metrics: ApiMetrics;
let t: TestApp;
let problemId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
  metrics = createApiMetrics();
  judging = await createTestJudging(database.db, 30_000, { metricsRegistry: metrics.registry });
  t = await createTestApp({
    database,
    judging,
    metrics,
    config: { metricsToken: TOKEN, submissionRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
});
afterAll(async () => {
  await judging.close();
  await database.dispose();
});

async function scrape(): Promise<string> {
  const res = await request(t.app).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  return res.text;
}

describe('/api/metrics figures after real traffic', () => {
  it('when problems are read by id, then one counter per route template and status moves, and no id appears', async () => {
    const route = { method: 'GET', route: '/api/problem/problemById/{id}' };
    const before = await scrape();
    const missing = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f';

    await request(t.app).get(`/api/problem/problemById/${problemId}`).expect(200);
    await request(t.app).get(`/api/problem/problemById/${problemId}`).expect(200);
    await request(t.app).get(`/api/problem/problemById/${missing}`).expect(404);
    const after = await scrape();

    const ok = { ...route, status: '200' };
    const notFound = { ...route, status: '404' };
    expect(sampleValue(after, 'codecourt_http_requests_total', ok)).toBe(
      sampleValue(before, 'codecourt_http_requests_total', ok) + 2,
    );
    expect(sampleValue(after, 'codecourt_http_requests_total', notFound)).toBe(
      sampleValue(before, 'codecourt_http_requests_total', notFound) + 1,
    );
    expect(sampleValue(after, 'codecourt_http_request_duration_seconds_count', ok)).toBe(
      sampleValue(before, 'codecourt_http_request_duration_seconds_count', ok) + 2,
    );
    expect(after).not.toContain(problemId);
    expect(after).not.toContain(missing);
  });

  it('when a path no route serves is asked, then it is counted under one shared label', async () => {
    await request(t.app).get('/api/no-such-route/12345').expect(404);
    const text = await scrape();

    expect(
      sampleValue(text, 'codecourt_http_requests_total', { route: '(unmatched)', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-route');
  });

  it('when a submission is judged in-process, then the verdict, judge duration and queue wait for its language move', async () => {
    const accepted = { verdict: 'Accepted', language: 'python' };
    const before = await scrape();
    const { browser } = await signedInBrowser(t.app);

    const res = await browser.post(`/api/submission/submit/${problemId}`, {
      code: ADD_TWO.python,
      language: 'python',
    });
    const after = await scrape();

    expect(res.status).toBe(200);
    expect(submitResponseSchema.parse(res.body).accepted).toBe(true);
    expect(sampleValue(after, 'codecourt_judge_verdicts_total', accepted)).toBe(
      sampleValue(before, 'codecourt_judge_verdicts_total', accepted) + 1,
    );
    const judged = { language: 'python' };
    expect(sampleValue(after, 'codecourt_judge_duration_seconds_count', judged)).toBe(
      sampleValue(before, 'codecourt_judge_duration_seconds_count', judged) + 1,
    );
    expect(sampleValue(after, 'codecourt_judge_duration_seconds_sum', judged)).toBeGreaterThan(
      sampleValue(before, 'codecourt_judge_duration_seconds_sum', judged),
    );
    expect(sampleValue(after, 'codecourt_judge_queue_wait_seconds_count', { kind: 'submit' })).toBe(
      sampleValue(before, 'codecourt_judge_queue_wait_seconds_count', { kind: 'submit' }) + 1,
    );
    expect(sampleValue(after, 'codecourt_judge_sandbox_failures_total', judged)).toBe(0);
    expect(
      sampleValue(after, 'codecourt_http_requests_total', {
        method: 'POST',
        route: '/api/submission/submit/{problemId}',
        status: '200',
      }),
    ).toBe(1);
  });

  it('when nothing is being judged, then the queue gauges read zero for every state', async () => {
    const text = await scrape();

    for (const state of ['waiting', 'active', 'delayed']) {
      expect(text).toMatch(new RegExp(`^codecourt_judge_queue_jobs\\{state="${state}"\\} 0$`, 'm'));
    }
  });
});
