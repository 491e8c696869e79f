// D17 with workers: a worker holds a few jobs more than its places and shares the places per test, so
// another user's job is judged between two tests of a flood instead of after a whole job; and a long job
// alone on a worker spreads its tests over the places nobody else wants.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgeRequest } from '@codecourt/contracts';
import { createJudge, loadJudgeConfig } from '@codecourt/judge';
import type { Judge } from '@codecourt/judge';
import { startJudgeWorker } from '@codecourt/judge-transport';
import type { JudgeWorker } from '@codecourt/judge-transport';
import { countedEngine } from '../../../testing/counted-places.js';
import { startListenerlessQueue } from '../../../testing/listenerless-queue.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { tempDir } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import type { JudgeGateway } from '../../judge-gateway/judge-gateway.js';

/** Echoes its input after sleeping, marked with whose it is (the engine below reads the mark). */
const echo = (who: string, tests: number, sleepS: number): JudgeRequest => ({
  language: 'python',
  source: `# ${who}\nimport time\ntime.sleep(${String(sleepS)})\nprint(input())\n# ${randomUUID()}\n`,
  tests: Array.from({ length: tests }, (_, i) => ({ input: `${String(i)}\n`, expected: `${String(i)}\n` })),
  limits: { timeMs: 3_000 },
});

let redis: TestRedis;
let gateway: JudgeGateway;
let engine: Judge;
let worker: JudgeWorker;
let ended: string[];
let mostAtOnce: Map<string, number>;

beforeAll(async () => {
  ({ redis, gateway } = await startListenerlessQueue());
  const real = await createJudge({ config: loadJudgeConfig(process.env), cacheDir: await tempDir() });
  ({ engine, ended, mostAtOnce } = countedEngine(real));
  worker = await startJudgeWorker({ redisUrl: redis.url, concurrency: 2, judge: engine });
});
afterAll(async () => {
  await worker.close();
  await engine.close();
  await gateway.close();
  await redis.stop();
}, 60_000);

const judgedAll = (count: number) =>
  waitFor(() => Promise.resolve(ended.length >= count || undefined), 'every job judged', 120_000);

describe('places per test in a judge worker', () => {
  it('when one user’s two long jobs hold both places, then another user’s job is judged between their tests', async () => {
    ended.length = 0;
    const ada = randomUUID();
    for (let i = 0; i < 2; i++)
      await gateway.enqueue({ kind: 'submit', submissionId: randomUUID() }, echo('ada', 4, 0.6), {
        owner: ada,
      });
    await waitFor(() => Promise.resolve(mostAtOnce.has('ada') || undefined), 'ada judged');
    await gateway.enqueue({ kind: 'submit', submissionId: randomUUID() }, echo('bob', 1, 0), {
      owner: randomUUID(),
    });
    await judgedAll(3);

    expect(ended).toEqual(['bob', 'ada', 'ada']);
  }, 180_000);

  it('when a long job is alone on a worker of two places, then two of its tests run at once', async () => {
    ended.length = 0;
    await gateway.enqueue({ kind: 'submit', submissionId: randomUUID() }, echo('cid', 6, 0.4), {
      owner: randomUUID(),
    });
    await judgedAll(1);

    expect(mostAtOnce.get('cid')).toBe(2);
  }, 180_000);
});
