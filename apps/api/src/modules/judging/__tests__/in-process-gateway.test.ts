import { describe, expect, it } from 'vitest';
import type { JudgeRequest, JudgeResult } from '@codecourt/contracts';
import type { Judge } from '@codecourt/judge';
import { createLogger } from '../../../lib/logger.js';
import { createInProcessGateway } from '../in-process-gateway.js';

function result(verdict: JudgeResult['verdict']): JudgeResult {
  return {
    verdict,
    compile: { required: false, cached: false, ok: true, output: '', cpuMs: 0, wallMs: 0 },
    tests: [],
    testsPassed: 0,
    totalTests: 1,
    runtimeMs: 0,
    memoryKb: 0,
    driver: 'bwrap',
  };
}

const request = (source: string): JudgeRequest => ({ language: 'python', source, tests: [{ input: '' }] });

/** A judge whose first attempt at `flaky` is an Internal Error; it logs every attempt it starts. */
function flakyJudge(attempts: string[]): Judge {
  const judge = (input: JudgeRequest): Promise<JudgeResult> => {
    attempts.push(input.source);
    const first = attempts.filter((s) => s === input.source).length === 1;
    return Promise.resolve(result(input.source === 'flaky' && first ? 'Internal Error' : 'Accepted'));
  };
  return {
    driverName: 'bwrap',
    judge,
    run: () => Promise.resolve(result('Accepted')),
    selfTest: () => Promise.resolve([]),
    close: () => Promise.resolve(),
  };
}

describe('in-process gateway retries', () => {
  it('when a judging ends in Internal Error, then its retry waits without the permit and another run goes first', async () => {
    const attempts: string[] = [];
    const gateway = createInProcessGateway({
      createJudge: () => Promise.resolve(flakyJudge(attempts)),
      concurrency: 1,
      listener: {
        started: () => Promise.resolve(),
        finished: () => Promise.resolve(),
        failed: () => Promise.resolve(),
      },
      logger: createLogger('silent'),
      retry: { attempts: 3, backoffMs: 300 },
    });

    const flaky = gateway.run(request('flaky'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = await gateway.run(request('other'));

    expect(other.verdict).toBe('Accepted');
    expect(attempts).toEqual(['flaky', 'other']);
    expect((await flaky).verdict).toBe('Accepted');
    expect(attempts).toEqual(['flaky', 'other', 'flaky']);
    await gateway.close();
  });
});
