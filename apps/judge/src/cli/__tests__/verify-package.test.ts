import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudge, loadJudgeConfig } from '@codecourt/judge';
import type { Judge } from '@codecourt/judge';
import { kattisTimeLimitMs, readProblemPackage } from '@codecourt/problem-package';
import { tempPackages } from '@codecourt/problem-package/testing';
import type { TempPackages } from '@codecourt/problem-package/testing';
import { verifyPackage } from '../verify-package.js';
import { formatTable } from '../verify-table.js';

let temp: TempPackages;
let cacheDir: string;
let judge: Judge;

beforeAll(async () => {
  temp = await tempPackages();
  cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-verify-cache-'));
  judge = await createJudge({ config: loadJudgeConfig(process.env), sandbox: 'process', cacheDir });
});
afterAll(async () => {
  await judge.close();
  await temp.remove();
  await rm(cacheDir, { recursive: true, force: true });
});

const tests = {
  'data/sample/1.in': '1 2\n',
  'data/sample/1.ans': '3\n',
  'data/secret/1.in': '20 22\n',
  'data/secret/1.ans': '42\n',
};
const accepted = 'a, b = map(int, input().split())\nprint(a + b)\n';

describe('verifyPackage', () => {
  it('when each submission gets its folder verdict, then every row matches, and a wrong promise is a mismatch with its test named', async () => {
    const dir = await temp.write('sum', {
      'problem.yaml': 'name: Sum\nlimits:\n  time_limit: 0.5\n  memory: 128\n',
      'problem_statement/problem.en.md': 'Add.\n',
      ...tests,
      'submissions/accepted/sum.py': accepted,
      'submissions/wrong_answer/minus.py': 'a, b = map(int, input().split())\nprint(a - b)\n',
      'submissions/time_limit_exceeded/spin.py': 'while True:\n    pass\n',
      'submissions/run_time_error/boom.py': 'raise SystemExit(3)\n',
      'submissions/accepted/not_really.py': 'print(3)\n',
    });

    const rows = await verifyPackage(judge, await readProblemPackage(dir));

    expect(rows.map((r) => [r.file, r.actual, r.match])).toEqual([
      ['accepted/not_really.py', 'Wrong Answer', false],
      ['accepted/sum.py', 'Accepted', true],
      ['run_time_error/boom.py', 'Runtime Error', true],
      ['time_limit_exceeded/spin.py', 'Time Limit Exceeded', true],
      ['wrong_answer/minus.py', 'Wrong Answer', true],
    ]);
    expect(rows[0]?.detail).toMatch(/^secret\/1: /);
    expect(rows.every((r) => r.timeLimitMs === 500)).toBe(true);
    expect(formatTable(rows).split('\n')).toHaveLength(rows.length + 1);
  });

  it('when the package has no time limit, then the known-wrong submissions run under the Kattis rule from the accepted ones', async () => {
    const dir = await temp.write('no-limit', {
      'problem.yaml': 'name: Sum\nlimits:\n  time_multiplier: 2\n',
      'problem_statement/problem.en.md': 'Add.\n',
      ...tests,
      'submissions/accepted/sum.py': accepted,
      'submissions/time_limit_exceeded/spin.py': 'while True:\n    pass\n',
    });

    const pkg = await readProblemPackage(dir);
    const rows = await verifyPackage(judge, pkg);
    const slowestAccepted = rows[0]?.maxCpuMs ?? 0;

    expect(rows.map((r) => r.actual)).toEqual(['Accepted', 'Time Limit Exceeded']);
    expect(rows[1]?.timeLimitMs).toBe(kattisTimeLimitMs(slowestAccepted, pkg.limits));
  });
});
