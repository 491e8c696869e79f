import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JudgeTestResult } from '@codecourt/contracts';
import { createJudge } from '../create-judge.js';
import type { Judge } from '../create-judge.js';

let judge: Judge;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), 'codecourt-on-test-'));
  judge = await createJudge({ sandbox: 'process', cacheDir });
});
afterAll(async () => {
  await judge.close();
  await rm(cacheDir, { recursive: true, force: true });
});

describe('onTest', () => {
  it('when a submission is judged with onTest, then each test is reported as it finishes, in order, as in the result', async () => {
    const seen: JudgeTestResult[] = [];
    const source = "process.stdin.on('data', (d) => process.stdout.write(String(Number(d) * 2)));";
    const tests = [1, 2, 3].map((n) => ({ input: String(n), expected: String(n * 2) }));

    const result = await judge.judge(
      {
        language: 'javascript',
        source,
        tests: [...tests, { input: '4', expected: '0' }, { input: '5', expected: '10' }],
      },
      { onTest: (test) => seen.push(test) },
    );

    expect(result.verdict).toBe('Wrong Answer');
    expect(seen.map((t) => [t.index, t.verdict])).toEqual([
      [0, 'Accepted'],
      [1, 'Accepted'],
      [2, 'Accepted'],
      [3, 'Wrong Answer'],
    ]);
    expect(seen).toEqual(result.tests);
  });
});
