import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { joinHarness, toUserLines } from '../harness.js';
import { readProblemPackage } from '../read-problem-package.js';
import { writeProblemPackage } from '../write-problem-package.js';
import { ourPackage, tempPackages } from '../testing/temp-packages.js';
import type { TempPackages } from '../testing/temp-packages.js';

let temp: TempPackages;
beforeEach(async () => {
  temp = await tempPackages();
});
afterEach(async () => {
  await temp.remove();
});

const harnessed = () => ({
  ...ourPackage(),
  'templates/python/prepend.py': 'import sys\n\n',
  'templates/python/solution.py': 'def add(a, b):\n    return 0\n',
  'templates/python/append.py': '\nprint(add(*map(int, sys.stdin.read().split())))\n',
  'submissions/accepted/solution.fn.py': 'def add(a, b):\n    return a + b\n',
});

describe('problem harness', () => {
  it('when a language folder holds prepend, solution and append, then the template is the visible part with its harness and replaces the whole-program template', async () => {
    const pkg = await readProblemPackage(await temp.write('add-two', harnessed()));

    const python = pkg.templates.filter((t) => t.language === 'python');
    expect(python).toEqual([
      {
        file: 'solution.py',
        language: 'python',
        source: 'def add(a, b):\n    return 0\n',
        harness: { prepend: 'import sys\n\n', append: '\nprint(add(*map(int, sys.stdin.read().split())))\n' },
      },
    ]);
    expect(pkg.templates.find((t) => t.language === 'cpp')?.harness).toBeUndefined();
  });

  it('when a submission is named <name>.fn.<ext>, then it is function-only and others are whole programs', async () => {
    const pkg = await readProblemPackage(await temp.write('add-two', harnessed()));

    const functionOnly = pkg.submissions.filter((s) => s.functionOnly).map((s) => s.file);
    expect(functionOnly).toEqual(['solution.fn.py']);
    expect(pkg.submissions.find((s) => s.file === 'sol.js')?.functionOnly).toBe(false);
  });

  it('when a harnessed package is written back, then the copy reads the same (language folders and .fn names)', async () => {
    const original = await readProblemPackage(await temp.write('add-two', harnessed()));
    const templates = original.templates.filter((t) => t.language === 'python');
    const submissions = original.submissions
      .filter((s) => s.functionOnly)
      .map(({ file: _named, ...unnamed }) => unnamed);

    await writeProblemPackage({ ...original, templates, submissions }, join(temp.root, 'copy', 'add-two'));
    const copy = await readProblemPackage(join(temp.root, 'copy', 'add-two'));

    expect(copy.templates).toEqual(original.templates.filter((t) => t.language === 'python'));
    expect(copy.submissions.map((s) => [s.file, s.functionOnly])).toEqual([['solution.fn.py', true]]);
  });

  it('when code is joined, then the user part starts on a line of its own after the prepend', () => {
    const joined = joinHarness({ prepend: 'a\nb', append: 'z\n' }, 'x\ny');

    expect(joined.source).toBe('a\nb\nx\ny\nz\n');
    expect(joined.span).toEqual({ firstLine: 3, lineCount: 2 });
  });

  it.each([
    [
      'cpp',
      'main.cpp:7:5: error: x\nmain.cpp:40:1: note: y',
      'main.cpp:2:5: error: x\nmain.cpp:40:1: note: y',
    ],
    [
      'java',
      'Main.java:8: error: ; expected\n  at Solution.f(Main.java:9)',
      'Main.java:3: error: ; expected\n  at Solution.f(Main.java:4)',
    ],
    ['python', 'File "/box/main.py", line 6, in f', 'File "/box/main.py", line 1, in f'],
    [
      'javascript',
      '/box/main.js:10\n    at f (/box/main.js:10:3)',
      '/box/main.js:5\n    at f (/box/main.js:5:3)',
    ],
    [
      'typescript',
      "main.ts(7,12): error TS2322: Type 'string' is not assignable to type 'number'.\nmain.ts(30,1): error TS1",
      "main.ts(2,12): error TS2322: Type 'string' is not assignable to type 'number'.\nmain.ts(30,1): error TS1",
    ],
    ['csharp', 'main.cs(9,5): error CS0103: x', 'main.cs(4,5): error CS0103: x'],
    ['rust', 'error[E0425]: x\n --> main.rs:8:9', 'error[E0425]: x\n --> main.rs:3:9'],
  ] as const)(
    'when %s reports a line of the user part, then it names the user line and harness lines stay',
    (language, message, expected) => {
      const source = language === 'java' ? 'public class Main {}' : '';

      expect(toUserLines(message, language, source, { firstLine: 6, lineCount: 10 })).toBe(expected);
    },
  );
});
