// D17: the in-process judge gives a place per test, not per submission, so another user's submit is
// judged between two tests of a long submission instead of after all of them.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgeRequest } from '@codecourt/contracts';
import { createJudge } from '@codecourt/judge';
import type { Judge } from '@codecourt/judge';
import { createLogger } from '../../../lib/logger.js';
import { countedEngine } from '../../../testing/counted-places.js';
import { createInProcessGateway } from '../in-process-gateway.js';

const echo = (tests: number, sleepS: number, who = 'ada'): JudgeRequest => ({
  language: 'python',
  source: `# ${who}\nimport time\ntime.sleep(${String(sleepS)})\nprint(input())\n# ${randomUUID()}\n`,
  tests: Array.from({ length: tests }, (_, i) => ({ input: `${String(i)}\n`, expected: `${String(i)}\n` })),
  limits: { timeMs: 3_000 },
});

let engine: Judge;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-per-test-places-'));
  engine = await createJudge({ sandbox: 'process', cacheDir });
});
afterAll(async () => {
  await engine.close();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('places per test in-process', () => {
  it('when one user’s long submission holds the only place, then another user’s submit is judged between its tests', async () => {
    const finished: string[] = [];
    const done = new Map<string, () => void>();
    const gateway = createInProcessGateway({
      createJudge: () => Promise.resolve(engine),
      concurrency: 1,
      listener: {
        started: () => Promise.resolve(),
        finished: (job, _request, result) => {
          const id = job.kind === 'submit' ? job.submissionId : job.judge0Token;
          finished.push(`${id} ${result.verdict}`);
          done.get(id)?.();
          return Promise.resolve();
        },
        failed: (_job, reason) => Promise.reject(new Error(reason)),
      },
      logger: createLogger('silent'),
      retry: { attempts: 1, backoffMs: 0 },
    });
    const submit = (submissionId: string, owner: string, request: JudgeRequest) => {
      const judged = new Promise<void>((resolve) => done.set(submissionId, resolve));
      void gateway.enqueue({ kind: 'submit', submissionId }, request, { owner });
      return judged;
    };

    // Eight tests of 0.6 s: however long its compile took, the long submission still has several tests to go
    // when the newcomer arrives (with four, a loaded machine could reach the last one first).
    const long = submit('long', 'ada', echo(8, 0.6));
    // Once the long submission is under way (compiled, on its tests), the newcomer arrives.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await Promise.all([submit('newcomer', 'bob', echo(1, 0)), long]);

    expect(finished).toEqual(['newcomer Accepted', 'long Accepted']);
    await gateway.close();
  }, 120_000);

  it('when a long submission is alone on two places, then two of its tests run at once and its verdict is unchanged', async () => {
    const { engine: watched, mostAtOnce } = countedEngine(engine);
    let verdict = '';
    const judged = new Promise<void>((resolve) => {
      const gateway = createInProcessGateway({
        createJudge: () => Promise.resolve(watched),
        concurrency: 2,
        listener: {
          started: () => Promise.resolve(),
          finished: (_job, _request, result) => {
            verdict = result.verdict;
            resolve();
            return gateway.close();
          },
          failed: (_job, reason) => Promise.reject(new Error(reason)),
        },
        logger: createLogger('silent'),
        retry: { attempts: 1, backoffMs: 0 },
      });
      void gateway.enqueue({ kind: 'submit', submissionId: 'alone' }, echo(6, 0.4, 'cid'), { owner: 'cid' });
    });
    await judged;

    expect(verdict).toBe('Accepted');
    expect(mostAtOnce.get('cid')).toBe(2);
  }, 120_000);
});
