import { execFileSync } from 'node:child_process';
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JUDGE_LIMITS } from '@codecourt/contracts';
import { packageJudgeRequest } from '../judge-request.js';
import { PACKAGE_DEFAULTS } from '../package-schema.js';
import { ProblemPackageError, readProblemPackage } from '../read-problem-package.js';
import { ourPackage, tempPackages } from '../testing/temp-packages.js';
import type { TempPackages } from '../testing/temp-packages.js';

let temp: TempPackages;
beforeEach(async () => {
  temp = await tempPackages();
});
afterEach(async () => {
  await temp.remove();
});

function without(files: Record<string, string>, ...paths: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(files).filter(([path]) => !paths.includes(path)));
}

describe('readProblemPackage', () => {
  it('when a package follows our conventions, then every part is read with limits in ms and KB', async () => {
    const dir = await temp.write('add-two', ourPackage());

    const pkg = await readProblemPackage(dir);

    expect(pkg).toMatchObject({
      slug: 'add-two',
      title: 'Add Two',
      statement: 'Print the sum of `a` and `b`.\n',
      difficulty: 'easy',
      tags: ['array', 'hashing'],
      constraints: ['1 <= a, b <= 10^9'],
      source: 'CodeCourt',
      license: 'MIT',
      limits: { timeMs: 1500, memoryKb: 128 * 1024, timeMultiplier: 5 },
      checker: { kind: 'default', flags: { floatTolerance: 1e-6, caseSensitive: true } },
    });
    expect(pkg.samples).toEqual([
      { name: '1', input: '1 2\n', answer: '3\n', explanation: 'One plus two.' },
      { name: '2', input: '5 5\n', answer: '10\n' },
    ]);
    expect(pkg.secrets.map((t) => t.name)).toEqual(['2', '10', 'group/1']);
    expect(pkg.templates.map((t) => [t.file, t.language])).toEqual([
      ['solution.cpp', 'cpp'],
      ['solution.py', 'python'],
    ]);
  });

  it('when submissions sit in Kattis verdict folders, then each gets its folder verdict and its extension language', async () => {
    const dir = await temp.write('add-two', ourPackage());

    const pkg = await readProblemPackage(dir);

    expect(pkg.submissions.map((s) => [s.directory, s.file, s.language, s.expected])).toEqual([
      ['accepted', 'Main.java', 'java', 'Accepted'],
      ['accepted', 'sol.js', 'javascript', 'Accepted'],
      ['accepted', 'solution.cc', 'cpp', 'Accepted'],
      ['run_time_error', 'crash.c', 'c', 'Runtime Error'],
      ['wrong_answer', 'off_by_one.py', 'python', 'Wrong Answer'],
    ]);
    expect(pkg.warnings).toEqual([
      'templates/README.txt: skipped (no language the judge runs)',
      'submissions/partially_accepted: skipped (not a verdict folder)',
    ]);
  });

  it('when every verdict folder is present, then each maps to the contracts verdict', async () => {
    const folders = [
      'time_limit_exceeded',
      'memory_limit_exceeded',
      'output_limit_exceeded',
      'compile_error',
      'runtime_error',
    ];
    const files = Object.fromEntries(folders.map((folder) => [`submissions/${folder}/a.py`, 'print(1)\n']));
    const dir = await temp.write('verdicts', {
      ...without(ourPackage(), ...Object.keys(ourPackage()).filter((p) => p.startsWith('submissions/'))),
      ...files,
    });

    const pkg = await readProblemPackage(dir);

    expect(pkg.submissions.map((s) => [s.directory, s.expected])).toEqual([
      ['compile_error', 'Compilation Error'],
      ['memory_limit_exceeded', 'Memory Limit Exceeded'],
      ['output_limit_exceeded', 'Output Limit Exceeded'],
      ['run_time_error', 'Runtime Error'],
      ['time_limit_exceeded', 'Time Limit Exceeded'],
    ]);
  });

  it('when a package from elsewhere lacks our keys and limits, then the documented defaults apply and the time limit is left to the importer', async () => {
    const dir = await temp.write('hello', {
      'problem.yaml': 'source: Elsewhere\nlimits:\n  time_multiplier: 3\n',
      'problem_statement/problem.md': '# Hello World\n\nPrint hello.\n',
      'data/secret/1.in': '',
      'data/secret/1.ans': 'hello\n',
    });

    const pkg = await readProblemPackage(dir);

    expect(pkg).toMatchObject({
      title: 'Hello World',
      difficulty: PACKAGE_DEFAULTS.difficulty,
      tags: [],
      constraints: [],
      limits: { timeMultiplier: 3 },
      checker: { kind: 'default', flags: {} },
      samples: [],
      templates: [],
      submissions: [],
    });
    expect(pkg.limits.timeMs).toBeUndefined();
    // The Kattis format's defaults (format-defaults.ts), not the judge's 256 MiB for problems written here.
    expect(pkg.limits).toMatchObject({
      memoryKb: 2048 * 1024,
      outputBytes: 8 * 1024 * 1024,
      compileMs: 60_000,
      compileMemoryKb: 2048 * 1024,
      validationMs: 60_000,
      validationMemoryKb: 2048 * 1024,
      validationOutputBytes: 8 * 1024 * 1024,
    });
  });

  it('when problem.yaml states compilation and validation limits (time, memory, output), then they are taken, within the judge bounds', async () => {
    const dir = await temp.write('stated', {
      'problem.yaml': [
        'problem_format_version: 2023-07',
        'limits:',
        '  compilation_time: 1',
        '  compilation_memory: 512',
        '  validation_time: 90',
        '  validation_memory: 4096',
        '  validation_output: 1',
        '',
      ].join('\n'),
      'problem_statement/problem.md': '# Stated\n\nPrint hello.\n',
      'data/secret/1.in': '',
      'data/secret/1.ans': 'hello\n',
      'submissions/accepted/hello.py': 'print("hello")\n',
    });

    const pkg = await readProblemPackage(dir);
    const [submission] = pkg.submissions;
    if (!submission) throw new Error('the package has no submission');
    const request = packageJudgeRequest(pkg, submission, { timeMs: 1_000 });

    expect(pkg.limits).toMatchObject({
      compileMs: 1_000,
      compileMemoryKb: 512 * 1024,
      validationMs: JUDGE_LIMITS.maxJudgeSideMs,
      validationMemoryKb: JUDGE_LIMITS.maxJudgeSideMemoryKb,
      validationOutputBytes: 1024 * 1024,
    });
    expect(request.compileLimits).toEqual({ cpuMs: 1_000, memoryKb: 512 * 1024 });
  });

  it('when problem.yaml repeats a key (as published Kattis examples do), then the last one wins, as in problemtools', async () => {
    const dir = await temp.write('repeats', {
      'problem.yaml': [
        'source: First',
        'limits:',
        '  time_multiplier: 3',
        '# the documented template, pasted below the real keys',
        'source: Second',
        'limits:',
        '  time_multiplier: 4',
        '',
      ].join('\n'),
      'problem_statement/problem.md': '# Repeats\n\nPrint hello.\n',
      'data/secret/1.in': '',
      'data/secret/1.ans': 'hello\n',
    });

    const pkg = await readProblemPackage(dir);

    expect(pkg).toMatchObject({ source: 'Second', limits: { timeMultiplier: 4 } });
  });

  it('when validation is custom, then the single validator source comes with its language and path', async () => {
    const files = ourPackage();
    files['problem.yaml'] = (files['problem.yaml'] ?? '')
      .replace('validation: default', 'validation: custom')
      .replace(/validator_flags: .*/, 'validator_flags: ""');
    files['output_validators/checker/checker.py'] = 'import sys\nsys.exit(42)\n';
    const dir = await temp.write('custom', files);

    const pkg = await readProblemPackage(dir);

    expect(pkg.checker).toEqual({
      kind: 'custom',
      validator: { language: 'python', source: 'import sys\nsys.exit(42)\n' },
    });
    expect(pkg.validatorPath).toBe('checker/checker.py');
  });

  it('when a custom validator has validator_flags, then they are its words, in order, as problemtools splits them', async () => {
    const files = ourPackage();
    files['problem.yaml'] = (files['problem.yaml'] ?? '')
      .replace('validation: default', 'validation: custom interactive')
      .replace(/validator_flags: .*/, 'validator_flags: "  secret   123 "');
    files['output_validators/interactor/interactor.py'] = 'import sys\nsys.exit(42)\n';
    const dir = await temp.write('flags', files);

    const pkg = await readProblemPackage(dir);

    expect(pkg.checker).toMatchObject({ kind: 'interactive', args: ['secret', '123'] });
    expect(pkg.warnings.filter((w) => w.includes('validator_flags'))).toEqual([]);
  });

  it('when a custom validator has more validator_flags than the judge passes, then the package is refused', async () => {
    const files = ourPackage();
    files['problem.yaml'] = (files['problem.yaml'] ?? '')
      .replace('validation: default', 'validation: custom')
      .replace(/validator_flags: .*/, `validator_flags: "${'x '.repeat(65)}"`);
    files['output_validators/checker/checker.py'] = 'import sys\nsys.exit(42)\n';
    const dir = await temp.write('many-flags', files);

    await expect(readProblemPackage(dir)).rejects.toThrow(/validator_flags must be at most 64 words/);
  });

  it('when tags are one comma-separated string and the name is a language map, then both are understood', async () => {
    const files = ourPackage();
    files['problem.yaml'] = 'name: {de: Addiere, en: Add}\ntags: "graph, queue"\ndifficulty: hard\n';
    const dir = await temp.write('forms', files);

    const pkg = await readProblemPackage(dir);

    expect([pkg.title, pkg.tags, pkg.difficulty]).toEqual(['Add', ['graph', 'queue'], 'hard']);
  });

  it.each([
    ['an unknown tag', { 'problem.yaml': 'tags: [geometry]\n' }, /tags/],
    ['an unknown difficulty', { 'problem.yaml': 'difficulty: brutal\n' }, /difficulty/],
    [
      'an unknown validator flag',
      { 'problem.yaml': 'validator_flags: "float_tolerence 1e-6"\n' },
      /unknown validator flag 'float_tolerence'/,
    ],
    [
      'a tolerance without a number',
      { 'problem.yaml': 'validator_flags: "float_tolerance"\n' },
      /needs a non-negative number/,
    ],
    [
      'a submit-answer problem',
      { 'problem.yaml': 'type: submit-answer\n' },
      /type 'submit-answer' is not supported/,
    ],
    ['an unknown validation mode', { 'problem.yaml': 'validation: custom magic\n' }, /not supported/],
    [
      'an interactive problem without an interactor',
      { 'problem.yaml': 'validation: custom interactive\n' },
      /holds no validator/,
    ],
    [
      'custom validation without a validator',
      { 'problem.yaml': 'validation: custom\n' },
      /holds no validator/,
    ],
    [
      'a time limit over the judge maximum',
      { 'problem.yaml': 'limits: {time_limit: 60}\n' },
      /limits\.timeMs/,
    ],
    ['an input without an answer', { 'data/secret/3.in': '1 1\n' }, /3\.in has no 3\.ans/],
    ['invalid YAML types', { 'problem.yaml': 'limits: {memory: lots}\n' }, /limits\.memory/],
  ])('when a package has %s, then reading it fails and names the package', async (_, change, message) => {
    const dir = await temp.write('broken', { ...ourPackage(), ...change });

    const reading = readProblemPackage(dir);

    await expect(reading).rejects.toBeInstanceOf(ProblemPackageError);
    await expect(reading).rejects.toThrow(message);
    await expect(reading).rejects.toThrow(/^broken: /);
  });

  it('when two validator sources are present, then reading fails instead of guessing', async () => {
    const files = {
      ...ourPackage(),
      'problem.yaml': 'validation: custom\n',
      'output_validators/a/a.cpp': 'x',
      'output_validators/b.py': 'y',
    };
    const dir = await temp.write('two-validators', files);

    await expect(readProblemPackage(dir)).rejects.toThrow(
      /2 output validators \(output_validators, output_validators\/a\); a problem has one/,
    );
  });

  it('when problem.yaml, the statement or every test is missing, then reading fails', async () => {
    const noYaml = await temp.write('no-yaml', without(ourPackage(), 'problem.yaml'));
    const noStatement = await temp.write(
      'no-statement',
      without(ourPackage(), 'problem_statement/problem.en.md'),
    );
    const noTests = await temp.write(
      'no-tests',
      Object.fromEntries(Object.entries(ourPackage()).filter(([p]) => !p.startsWith('data/'))),
    );

    await expect(readProblemPackage(noYaml)).rejects.toThrow('no-yaml: no problem.yaml');
    await expect(readProblemPackage(noStatement)).rejects.toThrow(
      /no statement \(problem_statement\/problem\.en\.md, problem\.en\.tex or problem\.pdf/,
    );
    await expect(readProblemPackage(noTests)).rejects.toThrow(/no tests/);
  });

  it.each([
    ['a test input linked to a host file', 'data/sample/1.in', '/etc/passwd'],
    ['a test folder linked outside the package', 'data/secret', '/etc'],
    ['a folder linked to the folder holding it', 'data/secret/loop', '..'],
  ])('when a package holds %s, then reading refuses it and names the link', async (_, path, target) => {
    const files = Object.fromEntries(
      Object.entries(ourPackage()).filter(([p]) => p !== path && !p.startsWith(`${path}/`)),
    );
    const dir = await temp.write('linked', files);
    await symlink(target, join(dir, path));

    const reading = readProblemPackage(dir);

    await expect(reading).rejects.toBeInstanceOf(ProblemPackageError);
    await expect(reading).rejects.toThrow(`linked: ${path} is a symbolic link`);
  });

  it('when a link outside the package is refused, then the message says it points outside', async () => {
    const dir = await temp.write('linked', without(ourPackage(), 'data/sample/1.in'));
    await symlink('/etc/passwd', join(dir, 'data/sample/1.in'));

    await expect(readProblemPackage(dir)).rejects.toThrow(
      'linked: data/sample/1.in is a symbolic link pointing outside the package',
    );
  });

  it('when files and folders are linked inside the package, then they are read through the links', async () => {
    const dir = await temp.write('inside', without(ourPackage(), 'data/sample/2.ans'));
    await symlink('1.ans', join(dir, 'data/sample/2.ans'));
    await symlink('../sample', join(dir, 'data/secret/copied'));

    const pkg = await readProblemPackage(dir);

    expect(pkg.samples.map((t) => [t.name, t.answer])).toEqual([
      ['1', '3\n'],
      ['2', '3\n'],
    ]);
    expect(pkg.secrets.map((t) => t.name)).toContain('copied/1');
  });

  it('when a package holds a FIFO, then reading refuses it instead of blocking on it', async () => {
    const dir = await temp.write('fifo', ourPackage());
    execFileSync('mkfifo', [join(dir, 'data/sample/3.in')]);

    await expect(readProblemPackage(dir)).rejects.toThrow('fifo: data/sample/3.in is not a regular file');
  });

  it('when the package folder itself is a link an operator made, then it is read under its own name', async () => {
    const real = await temp.write('real-folder', ourPackage());
    const linked = join(temp.root, 'add-two');
    await symlink(real, linked);

    const pkg = await readProblemPackage(linked);

    expect(pkg.slug).toBe('add-two');
  });
});
