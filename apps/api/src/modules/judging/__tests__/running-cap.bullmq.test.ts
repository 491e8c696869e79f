// Issue 20, finding 4 across workers: each user's running jobs are capped over every worker together
// (JUDGE_FAIRNESS.perUserRunning, held in Redis), so one user's flood leaves the other places to others.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_FAIRNESS } from '@codecourt/contracts';
import type { JudgeRequest } from '@codecourt/contracts';
import { createJudge, loadJudgeConfig } from '@codecourt/judge';
import type { Judge } from '@codecourt/judge';
import { startJudgeWorker } from '@codecourt/judge-transport';
import type { JudgeWorker } from '@codecourt/judge-transport';
import { startListenerlessQueue } from '../../../testing/listenerless-queue.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { tempDir } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import type { JudgeGateway } from '../../judge-gateway/judge-gateway.js';

/** A program that sleeps about a second, marked with whose it is (the engines below read the mark). */
const sleeper = (who: string): JudgeRequest => ({
  language: 'python',
  source: `# ${who}\nimport time\ntime.sleep(1)\na, b = map(int, input().split())\nprint(a + b)\n`,
  tests: [{ input: '1 2\n', expected: '3\n' }],
});
const ADA_JOBS = 6;

let redis: TestRedis;
let gateway: JudgeGateway;
const engines: Judge[] = [];
const workers: JudgeWorker[] = [];
/** Every engine's judging, as it happens: who started, who finished. */
const timeline: { who: string; what: 'start' | 'end' }[] = [];

/** A real engine that writes each judging's start and end on the timeline. */
async function trackedEngine(): Promise<Judge> {
  const engine = await createJudge({ config: loadJudgeConfig(process.env), cacheDir: await tempDir() });
  engines.push(engine);
  return {
    ...engine,
    judge: async (request, hooks) => {
      const who = /^# (\w+)/.exec(request.source)?.[1] ?? 'nobody';
      timeline.push({ who, what: 'start' });
      try {
        return await engine.judge(request, hooks);
      } finally {
        timeline.push({ who, what: 'end' });
      }
    },
  };
}

beforeAll(async () => {
  ({ redis, gateway } = await startListenerlessQueue());
  // Two workers of two places each: four places, more than one user's cap.
  for (let i = 0; i < 2; i++)
    workers.push(
      await startJudgeWorker({ redisUrl: redis.url, concurrency: 2, judge: await trackedEngine() }),
    );
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.close()));
  await Promise.all(engines.map((engine) => engine.close()));
  await gateway.close();
  await redis.stop();
}, 60_000);

/** The most of `who`'s judgings under way at once, over the timeline. */
function mostAtOnce(who: string): number {
  let running = 0;
  let most = 0;
  for (const event of timeline.filter((e) => e.who === who)) {
    running += event.what === 'start' ? 1 : -1;
    most = Math.max(most, running);
  }
  return most;
}

describe('the per-user running cap across workers', () => {
  it('when one user floods two workers and another submits, then the first never runs more than the cap and the second starts before the flood’s running jobs end', async () => {
    const ada = randomUUID();
    for (let i = 0; i < ADA_JOBS; i++)
      await gateway.enqueue({ kind: 'submit', submissionId: randomUUID() }, sleeper('ada'), { owner: ada });
    await waitFor(() => Promise.resolve(timeline.some((e) => e.who === 'ada') || undefined), 'ada judged');
    await gateway.enqueue({ kind: 'submit', submissionId: randomUUID() }, sleeper('bob'), {
      owner: randomUUID(),
    });
    await waitFor(
      () => Promise.resolve(timeline.filter((e) => e.what === 'end').length === ADA_JOBS + 1 || undefined),
      'every job judged',
      120_000,
    );

    const bobStarts = timeline.findIndex((e) => e.who === 'bob' && e.what === 'start');
    const adaEndedBeforeBob = timeline.slice(0, bobStarts).filter((e) => e.who === 'ada' && e.what === 'end');

    expect(mostAtOnce('ada')).toBe(JUDGE_FAIRNESS.perUserRunning);
    expect(adaEndedBeforeBob.length).toBeLessThanOrEqual(JUDGE_FAIRNESS.perUserRunning);
    expect(timeline.filter((e) => e.who === 'ada' && e.what === 'end')).toHaveLength(ADA_JOBS);
  }, 180_000);
});
