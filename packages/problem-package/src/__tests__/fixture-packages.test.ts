import { cp, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeRequestSchema } from '@codecourt/contracts';
import { interactionMarkdown } from '../interaction-markdown.js';
import { packageJudgeRequest } from '../judge-request.js';
import { readProblemPackage } from '../read-problem-package.js';
import { writeProblemPackage } from '../write-problem-package.js';
import { renderStatement } from '../render-statement.js';

const FIXTURES = fileURLToPath(new URL('../../fixtures', import.meta.url));
const read = (slug: string) => readProblemPackage(join(FIXTURES, slug));
const submission = (pkg: Awaited<ReturnType<typeof read>>, file: string) =>
  pkg.submissions.find((s) => s.file === file);

const never = (): never => {
  throw new Error('the fixture has no submission');
};

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'codecourt-fixtures-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe('the fixture packages', () => {
  it('when a 2023-07 interactive package is read, then its interactor of two files, name map and dialogue are kept', async () => {
    const pkg = await read('guess');

    expect(pkg.title).toBe('Guess the Secret');
    expect(pkg.kind).toEqual({ scoring: false, interactive: true, multiPass: false });
    expect(pkg.checker).toMatchObject({
      kind: 'interactive',
      interactor: { language: 'cpp', entry: 'interactor.cpp', files: [{ path: 'protocol.h' }] },
    });
    expect(pkg.limits).toMatchObject({ timeMs: 1000, timeRule: '2023-07', timeMultiplier: 3 });
    expect(pkg.secrets.every((t) => t.answer === '')).toBe(true);
    expect(pkg.samples).toEqual([]);
    expect(pkg.interactions).toEqual([
      { name: '1', dialogue: '>500\n<lower\n>250\n<higher\n>375\n<correct\n' },
    ]);
    expect(interactionMarkdown(pkg.interactions)).toContain('| `lower` |   |\n|   | `250` |');
    expect(pkg.submissions.map((s) => [s.directory, s.file])).toEqual([
      ['accepted', 'binary.cpp'],
      ['accepted', 'binary.py'],
      ['run_time_error', 'crash.js'],
      ['time_limit_exceeded', 'no-flush.cpp'],
      ['wrong_answer', 'linear.py'],
    ]);
  });

  it("when a 2023-07 package gives output_validator_args by folder, then each test gets the nearest folder's flags, also after an export", async () => {
    const pkg = await read('testdata-args');
    const flagsOf = (p: typeof pkg) =>
      packageJudgeRequest(p, p.submissions[0] ?? never(), { timeMs: 1000 }).tests.map((t) => t.checkerFlags);

    expect(pkg.testdataArgs).toEqual([
      { dir: '', args: ['float_tolerance', '1e-3'] },
      { dir: 'secret/exact', args: [] },
    ]);
    // sample/1 and secret/1 inherit data/'s; secret/exact/1 has its own, empty, so none apply.
    expect(flagsOf(pkg)).toEqual([{ floatTolerance: 1e-3 }, { floatTolerance: 1e-3 }, undefined]);

    const exported = join(scratch, 'testdata-args');
    await writeProblemPackage(pkg, exported);
    const back = await readProblemPackage(exported);
    expect(back.testdataArgs).toEqual(pkg.testdataArgs);
    expect(flagsOf(back)).toEqual(flagsOf(pkg));
  });

  it('when a folder gives the default validator a flag it does not know, then the package is refused naming the file', async () => {
    const dir = join(scratch, 'bad-testdata-args');
    await cp(join(FIXTURES, 'testdata-args'), dir, { recursive: true });
    await writeFile(join(dir, 'data', 'secret', 'exact', 'testdata.yaml'), 'output_validator_flags: loose\n');

    await expect(readProblemPackage(dir)).rejects.toThrow(
      "data/secret/exact/testdata.yaml: unknown validator flag 'loose'",
    );
  });

  it('when a multi-pass package is read, then its passes come from limits.validation_passes', async () => {
    const pkg = await read('doubling');

    expect(pkg.kind).toEqual({ scoring: false, interactive: false, multiPass: true, validationPasses: 3 });
    expect(pkg.checker.kind).toBe('custom');
  });

  it('when a multi-pass package declares 30 passes, then the judge request carries all 30 (the format sets no upper bound)', async () => {
    const pkg = await read('many-passes');
    const accepted = submission(pkg, 'count.c');
    if (!accepted) throw new Error('count.c not read');

    const request = judgeRequestSchema.parse(packageJudgeRequest(pkg, accepted, { timeMs: 1000 }));

    expect(pkg.kind.validationPasses).toBe(30);
    expect(request.validationPasses).toBe(30);
  });

  it('when problem.yaml states no memory or output limit, then the format defaults apply: 2048 MiB and 8 MiB', async () => {
    const pkg = await read('format-defaults');

    expect(pkg.limits).toMatchObject({ memoryKb: 2048 * 1024, outputBytes: 8 * 1024 * 1024 });
    expect((await read('hello-domjudge')).limits.memoryKb).toBe(2048 * 1024);
  });

  it('when a legacy scoring package sets grader_flags and on_reject, then each level has its rule, inherited down as problemtools does', async () => {
    const pkg = await read('any-accepted');

    const secret = { mode: 'first_error', acceptIfAnyAccepted: true, onReject: 'continue' };
    expect(pkg.grading).toEqual({ root: { onReject: 'continue', ignoreSample: true }, secret });
    expect(pkg.groups).toEqual([
      { name: '1-small', aggregation: 'sum', score: 40, range: [0, 40], verdicts: secret },
      { name: '2-large', aggregation: 'sum', score: 60, range: [0, 60], verdicts: secret },
    ]);
    expect(submission(pkg, 'int32.cpp')).toMatchObject({
      expectedAny: expect.arrayContaining(['Accepted', 'Wrong Answer']) as unknown,
      partialScore: true,
    });
  });

  it('when a scoring package is read, then each data/secret folder is a group with its testdata.yaml, a linked test included', async () => {
    const pkg = await read('subtask-sum');

    expect(pkg.kind.scoring).toBe(true);
    expect(pkg.groups).toEqual([
      { name: '1-small', aggregation: 'min', score: 30 },
      { name: '2-large', aggregation: 'min', score: 70 },
    ]);
    expect(pkg.secrets.find((t) => t.name === '2-large/3')).toMatchObject({
      input: '1000 999\n',
      answer: '1999\n',
    });
    expect(submission(pkg, 'int32.cpp')).toMatchObject({
      directory: 'partially_accepted',
      partialScore: true,
    });
  });

  it('when submissions are folders, then each is one program with its entry by submissions.json or the language rule', async () => {
    const pkg = await read('multi-file');

    expect(pkg.warnings).toEqual([]);
    expect(
      pkg.submissions.map((s) => [s.file, s.language, s.entry, s.files.map((f) => f.path).join(' ')]),
    ).toEqual([
      ['cpp-parts', 'cpp', 'main.cpp', 'sum.cpp sum.h'],
      ['java-parts', 'java', 'Solver.java', 'Adder.java'],
      ['js-parts', 'javascript', 'main.js', 'adder.js'],
      ['python-parts', 'python', 'main.py', 'adder.py'],
      ['with-offset.py', 'python', undefined, 'offset.txt'],
      ['python-named', 'python', 'solve.py', 'helper.py'],
    ]);
    expect(submission(pkg, 'python-named')?.expectedAny).toEqual(['Wrong Answer']);
    expect(pkg.checker).toMatchObject({
      kind: 'custom',
      validator: { entry: 'validate.cc', files: [{ path: 'validate.h' }] },
    });
  });

  it('when a validator folder sits beside a .gitignore, then the folder is the one validator, header and all; input validators are listed', async () => {
    const pkg = await read('validator-headers');

    expect(pkg.checker).toMatchObject({
      kind: 'custom',
      validator: { language: 'cpp', entry: 'output_validator.cpp', files: [{ path: 'validation.h' }] },
    });
    expect(pkg.validatorPath).toBe('bapc_style/output_validator.cpp');
    // format.ctd runs as the package is read; the C++ one needs a judge (import, problems:verify).
    expect(pkg.inputValidators).toMatchObject([
      {
        path: 'input_validators/range/validator.cpp',
        program: { language: 'cpp', entry: 'validator.cpp', files: [{ path: 'validator.h' }] },
      },
    ]);
  });

  it('when single-file input validators sit beside a header at the folder’s top level, then each is given it, and a written copy keeps it once', async () => {
    const copy = join(scratch, 'top-level-header', 'validator-headers');
    await cp(join(FIXTURES, 'validator-headers'), copy, { recursive: true });
    const header = join(copy, 'input_validators', 'validate.h');
    await cp(join(copy, 'input_validators', 'range', 'validator.h'), header);
    const program = '#include "validate.h"\nint main() { read_int(-500000, 500000); valid(); }\n';
    await writeFile(join(copy, 'input_validators', 'bounds.cpp'), program);
    await writeFile(join(copy, 'input_validators', 'limits.cpp'), program);

    const pkg = await readProblemPackage(copy);
    const written = join(scratch, 'top-level-header', 'written', 'validator-headers');
    await writeProblemPackage(pkg, written);

    const files = [{ path: 'validate.h' }];
    expect(pkg.inputValidators).toMatchObject([
      { path: 'input_validators/bounds.cpp', program: { entry: 'bounds.cpp', files } },
      { path: 'input_validators/limits.cpp', program: { entry: 'limits.cpp', files } },
      { path: 'input_validators/range/validator.cpp' },
    ]);
    expect((await readProblemPackage(written)).inputValidators).toEqual(pkg.inputValidators);
  });

  it('when a test input breaks the checktestdata input validator, then the package is refused with its words', async () => {
    const copy = join(scratch, 'ctd-refuses');
    await cp(join(FIXTURES, 'validator-headers'), copy, { recursive: true });
    await writeFile(join(copy, 'data', 'secret', '2.in'), '007\n');
    await writeFile(join(copy, 'data', 'secret', '2.ans'), '14\n');

    await expect(readProblemPackage(copy)).rejects.toThrow(
      "input_validators/format.ctd refuses data/secret/2.in: line 1, column 1: '007' is not an integer as written",
    );
  });

  it('when a test file holds only the path of another (a link git stored as text), then it is read as that file', async () => {
    const copy = join(scratch, 'stored-link');
    await cp(join(FIXTURES, 'validator-headers'), copy, { recursive: true });
    await writeFile(join(copy, 'data', 'secret', '2.in'), '../sample/1.in');
    await writeFile(join(copy, 'data', 'secret', '2.ans'), '1.ans');

    const pkg = await readProblemPackage(copy);

    expect(pkg.secrets.map((t) => [t.name, t.input, t.answer])).toEqual([
      ['1', '21\n', '42\n'],
      ['2', '3\n', '42\n'],
    ]);
  });

  it('when the statement is LaTeX, then pandoc makes it Markdown with the formula and the figure kept', async () => {
    const pkg = await read('latex-area');

    expect(pkg.statementFormat).toBe('latex');
    expect(pkg.title).toBe('Circle Area');
    // pandoc sets the formula's spaces as thin spaces.
    expect(pkg.statement).toMatch(/1\s≤\s\*r\*\s≤\s10<sup>4<\/sup>/);
    expect(pkg.statement).toContain('## Input');
    expect(pkg.statement).toContain('![A circle of radius *r*.](circle.png)');
    expect(pkg.statementAssets.map((a) => a.path)).toEqual(['circle.png']);
    expect(
      Buffer.from(pkg.statementAssets[0]?.base64 ?? '', 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(renderStatement(pkg.statement)).toContain('<sup>4</sup>');
  });

  it('when a DOMjudge package has only an ini, a .timelimit and a linked PDF, then those make the problem', async () => {
    const pkg = await read('hello-domjudge');

    expect(pkg.title).toBe('Hello DOMjudge');
    expect(pkg.limits.timeMs).toBe(1000);
    expect(pkg.statementFormat).toBe('pdf');
    expect(
      Buffer.from(pkg.statementPdf ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(pkg.statement).toContain('Hello DOMjudge');
    expect(submission(pkg, 'sleepy.py')?.expectedAny).toEqual(['Time Limit Exceeded', 'Accepted']);
    expect(submission(pkg, 'hello.c')?.expectedAny).toEqual(['Accepted']);
    expect(pkg.warnings).toEqual([
      'submissions/accepted/hello.swift: skipped (Swift, a language this judge does not offer)',
    ]);
  });

  it('when a DOMjudge package names folder entry points in its own submissions.json, then each folder is one program and odd names are skipped alone', async () => {
    const pkg = await read('folder-submissions');

    expect(
      pkg.submissions.map((s) => [
        s.directory,
        s.file,
        s.language,
        s.entry,
        s.expected,
        s.files.map((f) => f.path).join(' '),
      ]),
    ).toEqual([
      ['accepted', 'hello.c++', 'cpp', undefined, 'Accepted', ''],
      ['accepted', 'js-module', 'javascript', 'main.mjs', 'Accepted', 'greet.mjs'],
      ['accepted', 'py-named', 'python', 'run.py', 'Accepted', 'words.py'],
      ['compile_error', 'missing-semicolon.c', 'c', undefined, 'Compilation Error', ''],
      ['wrong_answer', 'goodbye.py', 'python', undefined, 'Wrong Answer', ''],
    ]);
    expect(pkg.warnings).toEqual([
      'submissions/accepted/hello.sh: skipped (Bash, a language this judge does not offer)',
      'submissions/compiler_error/odd-names: skipped (hello world#.c is not a plain file name)',
    ]);
  });

  it('when a copy of a fixture gains a link outside the package, then reading refuses it naming the link', async () => {
    const copy = join(scratch, 'subtask-sum');
    await cp(join(FIXTURES, 'subtask-sum'), copy, { recursive: true, verbatimSymlinks: true });
    await symlink('/etc/hostname', join(copy, 'data/secret/2-large/4.in'));

    await expect(readProblemPackage(copy)).rejects.toThrow(
      'subtask-sum: data/secret/2-large/4.in is a symbolic link pointing outside the package',
    );
  });
});

describe('writing the fixture packages back', () => {
  it.each([
    'guess',
    'doubling',
    'subtask-sum',
    'multi-file',
    'latex-area',
    'hello-domjudge',
    'folder-submissions',
    'many-passes',
    'format-defaults',
  ])(
    'when %s is written and read again, then its kind, groups, checker, submissions and statement parts are the same',
    async (slug) => {
      const pkg = await read(slug);
      const out = join(scratch, 'written', slug);

      await writeProblemPackage(pkg, out);
      const again = await readProblemPackage(out);

      for (const key of [
        'kind',
        'groups',
        'checker',
        'interactions',
        'statementAssets',
        'statementPdf',
      ] as const)
        expect(again[key]).toEqual(pkg[key]);
      expect(again.secrets).toEqual(pkg.secrets);
      expect(again.submissions.map((s) => [s.directory, s.file, s.entry, s.files])).toEqual(
        pkg.submissions.map((s) => [s.directory, s.file, s.entry, s.files]),
      );
    },
  );
});
