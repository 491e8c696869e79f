import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJudgeConfig } from '@codecourt/judge';
import { startJudgeWorker } from '@codecourt/judge-transport';
import type { JudgeWorker } from '@codecourt/judge-transport';
import {
  QUEUED_EDIT_ENV,
  expectSubmissionTimeTests,
  importProblemToEdit,
  submitThenEditSamples,
} from '../../../testing/queued-edit.js';
import { startTestRedis } from '../../../testing/redis-server.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { createRedisJudging } from '../../../testing/test-redis-judging.js';
import { tempDir } from '../../../testing/tiny-package.js';
import type { Judging } from '../../judging/create-judging.js';

let redis: TestRedis;
let database: TestDatabase;
let judging: Judging;
let testApp: TestApp;
let worker: JudgeWorker | undefined;
let problemId: string;

beforeAll(async () => {
  redis = await startTestRedis({ privateServer: true });
  database = await createTestDatabase();
  problemId = await importProblemToEdit(database.db);
  judging = await createRedisJudging(database.db, redis.url, 200);
  testApp = await createTestApp({
    database,
    judging,
    env: QUEUED_EDIT_ENV,
    config: { redisUrl: redis.url, submitWaitMs: 200 },
  });
});
afterAll(async () => {
  await worker?.close();
  await judging.close();
  await testApp.close();
  await database.dispose();
  await redis.stop();
});

describe('a submission queued while an admin edits the samples (BullMQ, worker started late)', () => {
  it('when the samples change before a worker takes the job, then the stored tests keep the visible flags and data of submission time', async () => {
    const { accepted, status, judged } = await submitThenEditSamples(
      testApp.app,
      database.db,
      problemId,
      async () => {
        worker = await startJudgeWorker({
          redisUrl: redis.url,
          judge: { config: loadJudgeConfig(process.env), cacheDir: await tempDir() },
        });
      },
    );

    expect(status).toBe(202);
    expect(accepted).toMatchObject({ status: 'pending', verdict: null, tests: [] });
    await expectSubmissionTimeTests(testApp.app, problemId, judged);
  });
});
