import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudge, loadJudgeConfig } from '@codecourt/judge';
import type { Judge } from '@codecourt/judge';
import { kattisTimeLimitMs, kattisTimeLimits, readProblemPackage } from '@codecourt/problem-package';
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
    // A time_limit_exceeded submission runs at the legacy time_safety_margin (2) over the limit.
    expect(rows.map((r) => r.timeLimitMs)).toEqual([500, 500, 500, 1_000, 500]);
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
    // The accepted ones run at the derived limit, the time_limit_exceeded ones at its safety margin.
    expect(rows[1]?.timeLimitMs).toBe(kattisTimeLimits(slowestAccepted, pkg.limits).tleMs);
    expect(kattisTimeLimits(slowestAccepted, pkg.limits).timeLimitMs).toBe(
      kattisTimeLimitMs(slowestAccepted, pkg.limits),
    );
  });

  it('when a time_limit_exceeded submission fits within the time limit x time_limit_to_tle, then it is a mismatch, as problemtools reports it', async () => {
    const dir = await temp.write('tle-margin', {
      'problem.yaml': [
        'problem_format_version: 2023-07',
        'name: Sum',
        'limits:',
        '  time_limit: 0.5',
        '  time_multipliers:',
        '    time_limit_to_tle: 4',
        '',
      ].join('\n'),
      'statement/problem.en.md': 'Add.\n',
      ...tests,
      'submissions/accepted/sum.py': accepted,
      // About 0.8 s of CPU: over the 0.5 s limit, well within 0.5 s x 4.
      'submissions/time_limit_exceeded/close.py': [
        'import time',
        'while time.process_time() < 0.8:',
        '    pass',
        accepted,
      ].join('\n'),
    });

    const pkg = await readProblemPackage(dir);
    const why: string[] = [];
    const rows = await verifyPackage(judge, pkg, (limits) => why.push(limits.why));

    expect(rows.map((r) => [r.file, r.actual, r.timeLimitMs, r.match])).toEqual([
      ['accepted/sum.py', 'Accepted', 500, true],
      ['time_limit_exceeded/close.py', 'Accepted', 2_000, false],
    ]);
    expect(why).toEqual([
      'time limit 500 ms from the package; time_limit_exceeded submissions must exceed 2000 ms (time_limit_to_tle 4)',
    ]);
  });
});
