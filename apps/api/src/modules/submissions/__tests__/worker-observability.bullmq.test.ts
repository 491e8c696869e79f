// With Redis: the request id of a submit reaches the real worker process (apps/judge's entry) and its
// JSON log lines, and the judging figures are served by that worker, not by the API, so scraping both
// (or two API instances) counts each judged job once.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitResponseSchema } from '@codecourt/contracts';
import { createApiMetrics } from '../../metrics/api-metrics.js';
import { freePort } from '../../../testing/free-port.js';
import { JUDGE_WORKER_APP, startWorkerProcess } from '../../../testing/judge-worker-process.js';
import type { WorkerProcess } from '../../../testing/judge-worker-process.js';
import { sampleValue } from '../../../testing/prometheus-text.js';
import { startTestRedis } from '../../../testing/redis-server.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { createRedisJudging } from '../../../testing/test-redis-judging.js';
import { ADD_TWO, tempDir } from '../../../testing/tiny-package.js';
import type { Judging } from '../../judging/create-judging.js';

const TOKEN = 'scrape-token-0123456789abcdef';
const REQUEST_ID = 'trace-worker-0001';

type WorkerLine = { level?: string; msg?: string; jobId?: string; reqId?: string; verdict?: string };

let redis: TestRedis;
let database: TestDatabase;
let judging: Judging;
let worker: WorkerProcess;
let workerMetricsUrl: string;
let t: TestApp;
let problemId: string;
let submissionId: string;

beforeAll(async () => {
  redis = await startTestRedis({ privateServer: true });
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
  const metricsPort = await freePort();
  workerMetricsUrl = `http://127.0.0.1:${String(metricsPort)}/metrics`;
  worker = await startWorkerProcess(
    redis.url,
    { JUDGE_METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN, DATA_DIR: await tempDir() },
    JUDGE_WORKER_APP,
  );
  judging = await createRedisJudging(database.db, redis.url);
  t = await createTestApp({
    database,
    judging,
    metrics: createApiMetrics(),
    config: {
      redisUrl: redis.url,
      metricsToken: TOKEN,
      submissionRateLimit: { windowMs: 60_000, max: 1_000 },
    },
  });
  const { browser } = await signedInBrowser(t.app);
  const res = await browser.post(
    `/api/submission/submit/${problemId}`,
    { code: ADD_TWO.python, language: 'python' },
    { headers: { 'X-Request-Id': REQUEST_ID } },
  );
  expect(res.status).toBe(200);
  submissionId = submitResponseSchema.parse(res.body)._id;
});
afterAll(async () => {
  await worker.kill('SIGTERM');
  await judging.close();
  await database.dispose();
  await redis.stop();
});

const workerLines = () =>
  worker
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as WorkerLine);

describe('a submit judged by a worker process', () => {
  it('when the worker takes and finishes the job, then its JSON lines for it carry the API request id', () => {
    const forJob = workerLines().filter((line) => line.jobId === submissionId);

    expect(forJob.map((line) => line.msg)).toEqual(['job active', 'job completed']);
    expect(forJob.every((line) => line.reqId === REQUEST_ID)).toBe(true);
    expect(forJob[1]).toMatchObject({ level: 'info', verdict: 'Accepted' });
    const access = t
      .logs()
      .split('\n')
      .filter((line) => line.includes(REQUEST_ID));
    expect(access).toHaveLength(1);
    expect(access[0]).toContain('request completed');
  });

  it('when the worker metrics are scraped without the token, then they are refused', async () => {
    const res = await fetch(workerMetricsUrl);

    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('when the worker metrics are scraped with the token, then the verdict, duration and queue wait of the job are there', async () => {
    const res = await fetch(workerMetricsUrl, { headers: { Authorization: `Bearer ${TOKEN}` } });
    const text = await res.text();

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(
      sampleValue(text, 'codecourt_judge_verdicts_total', { verdict: 'Accepted', language: 'python' }),
    ).toBe(1);
    expect(sampleValue(text, 'codecourt_judge_duration_seconds_count', { language: 'python' })).toBe(1);
    expect(sampleValue(text, 'codecourt_judge_queue_wait_seconds_count', { kind: 'submit' })).toBe(1);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('when the API is scraped, then it reports the shared queue but none of the judging the worker counted', async () => {
    const res = await request(t.app).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`);
    const { text } = res;

    expect(res.status).toBe(200);
    expect(text).not.toContain('codecourt_judge_verdicts_total');
    expect(text).not.toContain('codecourt_judge_duration_seconds');
    expect(text).toMatch(/^codecourt_judge_queue_jobs\{state="waiting"\} 0$/m);
    expect(text).toMatch(/^codecourt_judge_queue_jobs\{state="active"\} 0$/m);
    expect(
      sampleValue(text, 'codecourt_http_requests_total', {
        route: '/api/submission/submit/{problemId}',
        status: '200',
      }),
    ).toBe(1);
  });
});
