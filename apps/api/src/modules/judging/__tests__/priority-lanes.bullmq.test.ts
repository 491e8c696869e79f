// Issues 20, 22, 23: the site lane's classes. A contest submission waiting behind 500 queued practice
// submits is the next job a worker starts, a Run goes before practice, a rejudge after all of them.
import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_LANES, judgeJobIdOf } from '@codecourt/contracts';
import type { JudgeJobSubject, JudgeRequest } from '@codecourt/contracts';
import { loadJudgeConfig } from '@codecourt/judge';
import { startJudgeWorker } from '@codecourt/judge-transport';
import type { JudgeWorker } from '@codecourt/judge-transport';
import { startListenerlessQueue } from '../../../testing/listenerless-queue.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { ADD_TWO, tempDir } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import type { JudgeGateway } from '../../judge-gateway/judge-gateway.js';

const request: JudgeRequest = {
  language: 'python',
  source: ADD_TWO.python,
  tests: [{ input: '1 2\n', expected: '3\n' }],
};
const PRACTICE_USERS = 10;
const PRACTICE_EACH = 50;

let redis: TestRedis;
let gateway: JudgeGateway;
let worker: JudgeWorker | undefined;
const started: string[] = [];

const submit = (): JudgeJobSubject => ({ kind: 'submit', submissionId: randomUUID() });

beforeAll(async () => {
  ({ redis, gateway } = await startListenerlessQueue(120_000));
});
afterAll(async () => {
  await worker?.close();
  await gateway.close();
  await redis.stop();
}, 60_000);

describe('priority classes in the judge queue', () => {
  it('when a contest submission, a Run and a rejudge join 500 queued practice submits, then the contest one starts first, the Run next, the rejudge last', async () => {
    const owners = Array.from({ length: PRACTICE_USERS }, () => randomUUID());
    const practice: string[] = [];
    for (let i = 0; i < PRACTICE_EACH; i++)
      for (const owner of owners) {
        const job = submit();
        practice.push(judgeJobIdOf(job));
        await gateway.enqueue(job, request, { owner });
      }
    const rejudge = submit();
    await gateway.enqueue(rejudge, request, { owner: owners[0], priority: 'rejudge' });
    const run = gateway.run(request, { owner: randomUUID() });
    const contest = submit();
    await gateway.enqueue(contest, request, { owner: randomUUID(), priority: 'contest' });
    await waitFor(
      async () => ((await gateway.depth()).waiting === 503 ? true : undefined),
      'every job queued',
    );

    worker = await startJudgeWorker({
      redisUrl: redis.url,
      concurrency: 1,
      judge: { config: loadJudgeConfig(process.env), cacheDir: await tempDir() },
      onEvent: (event) => {
        if (event.type === 'active' && event.jobId) started.push(event.jobId);
      },
    });
    const runResult = await run;
    await waitFor(
      () => Promise.resolve(started.length >= 3 ? true : undefined),
      'three jobs started',
      60_000,
    );
    await worker.close();
    worker = undefined;
    const site = new Queue(JUDGE_LANES.site, { connection: { url: redis.url } });
    const stillWaiting = (await site.getPrioritized(0, -1)).map((job) => job.id);
    await site.close();

    expect(started[0]).toBe(judgeJobIdOf(contest));
    expect(started[1]).toMatch(/^run-/);
    expect(practice).toContain(started[2]);
    expect(runResult.verdict).toBe('Accepted');
    expect(stillWaiting).toHaveLength(503 - started.length);
    expect(stillWaiting.at(-1)).toBe(judgeJobIdOf(rejudge));
    // Within practice, users still take turns: the next ten waiting are ten different users' jobs.
    const nextTen = stillWaiting.slice(0, PRACTICE_USERS);
    expect(new Set(nextTen.map((id) => practice.indexOf(id ?? '') % PRACTICE_USERS)).size).toBe(
      PRACTICE_USERS,
    );
  }, 180_000);
});
