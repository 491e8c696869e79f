import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE_LIMITS, LANGUAGE_IDS, problemSchema } from '@codecourt/contracts';
import { PACKAGE_DEFAULTS, kattisTimeLimitMs } from '@codecourt/problem-package';
import { getLanguage, loadJudgeConfig } from '@codecourt/judge';
import { captureLogs } from '../../../testing/log-capture.js';
import { createTestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { ADD_TWO, addTwoPackage, filesOf, tempDir, writePackage } from '../../../testing/tiny-package.js';
import { buildJudgeRequest } from '../judge-request.js';
import { exportProblem } from '../packages/export-problem.js';
import { PROBE_WALL_MS, probeTimeMs } from '../packages/kattis-time-limit.js';
import { lazyJudge } from '../packages/lazy-judge.js';
import { seedProblems } from '../packages/seed-problems.js';
import { createProblemRepository } from '../repository.js';

let database: TestDatabase;
const problems = () => createProblemRepository(database.db);

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

/** A package from another Kattis library: no difficulty, tags, constraints or time limit; a slow accepted solution. */
function foreignPackage(timeMultiplier?: number) {
  const files = addTwoPackage(
    [
      'name: Foreign Sum',
      ...(timeMultiplier ? ['limits:', `  time_multiplier: ${String(timeMultiplier)}`] : []),
      '',
    ].join('\n'),
  );
  for (const name of Object.keys(files))
    if (name.startsWith('submissions/') || name.endsWith('.md')) Reflect.deleteProperty(files, name);
  files['problem_statement/problem.en.md'] = 'Add two numbers.\n';
  // About 0.1 s of CPU per test, so the derived limit depends on the multiplier (an interpreted loop:
  // sum(range(...)) runs in C and takes a few milliseconds).
  files['submissions/accepted/slow.py'] = `x = 0\nfor i in range(1_000_000):\n    x += i\n${ADD_TWO.python}`;
  return files;
}

describe('problem package import and export', () => {
  it('when a library package with a harness is exported and imported again, then the layout and the stored problem round-trip', async () => {
    const library = path.join(import.meta.dirname, '../../../../../../problems/reverse-linked-list');
    const first = await importTestPackage(database.db, {
      slug: 'reverse-linked-list',
      files: await filesOf(library),
    });
    const before = await problems().readRecord(first.id);
    const out = await tempDir();

    const exported = await exportProblem(problems(), 'reverse-linked-list', out);
    const files = await filesOf(exported ?? '');
    await importTestPackage(database.db, { slug: 'reverse-linked-list', files });

    expect(await problems().readRecord(first.id)).toEqual(before);
    for (const part of ['prepend', 'solution', 'append'])
      expect(files[`templates/java/${part}.java`]).toBe(
        await readFile(path.join(library, `templates/java/${part}.java`), 'utf8'),
      );
    expect(files['submissions/accepted/solution.fn.py']).toBe(
      await readFile(path.join(library, 'submissions/accepted/solution.fn.py'), 'utf8'),
    );
    expect(before?.templates.every((t) => t.harness !== null)).toBe(true);
  });

  it('when a package is imported, exported and imported again, then the stored problem is the same', async () => {
    const first = await importTestPackage(database.db, { slug: 'round-trip' });
    const before = await problems().readRecord(first.id);
    const out = await tempDir();

    const exported = await exportProblem(problems(), 'round-trip', out);
    const again = await importTestPackage(database.db, {
      slug: 'round-trip',
      files: await filesOf(exported ?? ''),
    });

    expect(exported).toBe(path.join(out, 'round-trip'));
    expect(again).toMatchObject({ id: first.id, action: 'updated' });
    expect(await problems().readRecord(first.id)).toEqual(before);
    expect(before).toMatchObject({
      slug: 'round-trip',
      source: 'CodeCourt tests',
      license: 'MIT',
      validatorFlags: '',
    });
    expect(before?.referenceSolutions.map((s) => s.language)).toEqual([
      'C++',
      'Java',
      'JavaScript',
      'Python',
    ]);
  });

  it('when a package has a Go template and solution, then the problem offers Go and exports them as .go', async () => {
    const files = {
      ...addTwoPackage(),
      'templates/solution.go': 'package main\n\nfunc main() {}\n',
      'submissions/accepted/solution.go': ADD_TWO.go,
    };
    const imported = await importTestPackage(database.db, { slug: 'go-sum', files });
    const res = await (
      await openBrowser((await createTestApp({ database })).app)
    ).get(`/api/problem/problemById/${imported.id}`);
    const problem = problemSchema.parse(res.body);
    const exported = await filesOf((await exportProblem(problems(), 'go-sum', await tempDir())) ?? '');

    expect(problem.startCode).toContainEqual({ language: 'Go', initialCode: files['templates/solution.go'] });
    expect(problem.referenceSolution).toContainEqual({ language: 'Go', completeCode: ADD_TWO.go });
    expect(exported['templates/solution.go']).toBe(files['templates/solution.go']);
  });

  it("when a custom validator has validator_flags, then the stored problem's judge request gives them to it and the export writes them back", async () => {
    const files = addTwoPackage();
    files['problem.yaml'] = (files['problem.yaml'] ?? '')
      .replace('validation: default', 'validation: custom')
      .replace('validator_flags: ""', 'validator_flags: "sum  strict"');
    // Accepts a right sum only when its words arrive after feedback_dir, as problemtools passes them.
    files['output_validators/sum/sum.py'] = [
      'import sys',
      "if sys.argv[4:] != ['sum', 'strict']: sys.exit(43)",
      'a, b = map(int, open(sys.argv[1]).read().split())',
      'sys.exit(42 if sys.stdin.read().split() == [str(a + b)] else 43)',
      '',
    ].join('\n');
    const imported = await importTestPackage(database.db, { slug: 'flagged-sum', files });
    const stored = await problems().findForJudging(imported.id);
    if (!stored) throw new Error('flagged-sum was not stored');

    const request = buildJudgeRequest(
      stored.problem,
      stored.tests,
      { language: 'python', code: ADD_TWO.python },
      'all',
    );
    const judge = lazyJudge({ judge: loadJudgeConfig({ ...process.env, DATA_DIR: await tempDir() }) });
    const result = await (await judge.get()).judge(request).finally(() => judge.close());
    const exported = await filesOf((await exportProblem(problems(), 'flagged-sum', await tempDir())) ?? '');

    expect(request.checker).toMatchObject({ kind: 'custom', args: ['sum', 'strict'] });
    expect(result.verdict, result.message).toBe('Accepted');
    expect(exported['problem.yaml']).toMatch(/^validator_flags: sum strict$/m);
  });

  it('when a package with input validators is imported and exported, then the export holds them as they were', async () => {
    const fixture = path.join(
      import.meta.dirname,
      '../../../../../../packages/problem-package/fixtures/validator-headers',
    );
    const files = await filesOf(fixture);
    await importTestPackage(database.db, { slug: 'validator-headers', files });

    const exported = await filesOf(
      (await exportProblem(problems(), 'validator-headers', await tempDir())) ?? '',
    );

    const validators = (of: Record<string, string>) =>
      Object.entries(of).filter(([name]) => name.startsWith('input_validators/'));
    expect(
      validators(exported)
        .map(([name]) => name)
        .sort(),
    ).toEqual([
      'input_validators/format.ctd',
      'input_validators/range/validator.cpp',
      'input_validators/range/validator.h',
    ]);
    expect(validators(exported)).toEqual(expect.arrayContaining(validators(files)));
  });

  it('when a changed package is imported again, then the problem is updated in place', async () => {
    const first = await importTestPackage(database.db, { slug: 'changing' });
    const files = addTwoPackage();
    files['problem.yaml'] = (files['problem.yaml'] ?? '')
      .replace('name: Add Two', 'name: Add Two Numbers')
      .replace('time_limit: 1', 'time_limit: 1.5');
    files['data/secret/04.in'] = '1 1\n';
    files['data/secret/04.ans'] = '2\n';

    const second = await importTestPackage(database.db, { slug: 'changing', files });

    const record = await problems().readRecord(first.id);
    expect(second).toMatchObject({ id: first.id, action: 'updated', timeLimitMs: 1500 });
    expect(record).toMatchObject({ title: 'Add Two Numbers', timeLimitMs: 1500 });
    expect(record?.secrets.map((t) => t.name)).toEqual(['01', '02', '03', '04']);
  });

  it('when a package lacks our keys and a time limit, then it gets the defaults and the Kattis time rule', async () => {
    const outcome = await importTestPackage(database.db, { slug: 'foreign', files: foreignPackage() });

    const { derivedFromMs } = outcome;
    expect(derivedFromMs).toBeGreaterThan(0);
    expect(outcome.timeLimitMs).toBe(
      kattisTimeLimitMs(derivedFromMs ?? 0, {
        timeMultiplier: PACKAGE_DEFAULTS.timeMultiplier,
        timeRule: 'legacy',
      }),
    );
    const record = await problems().readRecord(outcome.id);
    expect(record).toMatchObject({
      difficulty: 'medium',
      tags: '',
      constraints: [],
      // The Kattis format's default for a package that states none, not the judge's own 256 MiB.
      memoryLimitKb: 2048 * 1024,
    });
    expect(record?.samples.map((s) => s.explanation)).toEqual(['', '']);
    const view = await problems().findView(outcome.id);
    const app = await createTestApp({ database });
    const res = await (await openBrowser(app.app)).get(`/api/problem/problemById/${outcome.id}`);
    expect(problemSchema.safeParse(res.body).success).toBe(true);
    expect(view?.problem.timeLimitMs).toBe(outcome.timeLimitMs);
  });

  it('when the package sets time_multiplier, then the derived limit scales with it', async () => {
    const outcome = await importTestPackage(database.db, { slug: 'foreign-slow', files: foreignPackage(40) });

    expect(outcome.timeLimitMs).toBe(
      kattisTimeLimitMs(outcome.derivedFromMs ?? 0, { timeMultiplier: 40, timeRule: 'legacy' }),
    );
    expect(outcome.timeLimitMs).toBeGreaterThan(1000);
  });

  it('when submissions/accepted holds a Python 2 program (#!...python2), then it is skipped with a warning and the import goes on', async () => {
    const files = foreignPackage();
    files['submissions/accepted/legacy.py'] =
      '#!/usr/bin/env python2\na, b = map(int, raw_input().split())\nprint a + b\n';
    files['submissions/accepted/old.py2'] = 'print sum(map(int, raw_input().split()))\n';

    const outcome = await importTestPackage(database.db, { slug: 'foreign-python2', files });

    expect(outcome.derivedFromMs).toBeGreaterThan(0);
    expect(outcome.warnings).toContain(
      'submissions/accepted/legacy.py: skipped (Python 2, a language this judge does not offer)',
    );
    expect(outcome.warnings).toContain(
      'submissions/accepted/old.py2: skipped (Python 2, a language this judge does not offer)',
    );
  });

  it('when the only accepted submission is in a language the judge does not offer, then the default time limit applies with a warning', async () => {
    const files = foreignPackage();
    delete files['submissions/accepted/slow.py'];
    files['submissions/accepted/legacy.py'] =
      '#!/usr/bin/python2\nprint sum(map(int, raw_input().split()))\n';

    const outcome = await importTestPackage(database.db, { slug: 'foreign-python2-only', files });

    expect(outcome.timeLimitMs).toBe(JUDGE_LIMITS.defaultTimeMs);
    expect(outcome.warnings.join('\n')).toMatch(/no accepted submission the judge runs/);
  });

  // A run that used no CPU when its wall clock ran out runs once more (the judge cannot tell a sleeper from
  // a run a busy machine starved: run-tests.ts), so the probe's wall limit is spent twice, never more.
  it('when an accepted submission only sleeps and the limit must be derived, then it is stopped at a wall limit under 20 s, run twice', async () => {
    const files = foreignPackage();
    files['submissions/accepted/slow.py'] = 'import time\ntime.sleep(600)\n';
    const started = Date.now();

    await expect(importTestPackage(database.db, { slug: 'foreign-sleeper', files })).rejects.toThrow(
      /slow\.py got Time Limit Exceeded/,
    );
    expect(Date.now() - started).toBeLessThan(2 * PROBE_WALL_MS + 15_000);
    for (const language of LANGUAGE_IDS) {
      const { resources } = getLanguage(language).run({
        sourceFile: 'main',
        timeMs: probeTimeMs(language),
        memoryKb: JUDGE_LIMITS.defaultMemoryKb,
      });
      expect(resources.wallMs).toBeLessThan(PROBE_WALL_MS);
    }
  }, 90_000);

  it('when an accepted submission fails and the time limit must be derived, then the package is refused', async () => {
    const files = foreignPackage();
    files['submissions/accepted/wrong.py'] = ADD_TWO.wrongOnSample;

    await expect(importTestPackage(database.db, { slug: 'foreign-broken', files })).rejects.toThrow(
      /wrong\.py got Wrong Answer/,
    );
    expect(await problems().findRow('foreign-broken')).toBeUndefined();
  });
});

describe('seeding an empty database from a problems folder', () => {
  it('when the database is empty, then every valid package is imported, a broken one is reported, and a second start changes nothing', async () => {
    const empty = await createTestDatabase();
    const library = await tempDir();
    await writePackage(library, 'alpha', addTwoPackage());
    await writePackage(library, 'beta', addTwoPackage());
    await writePackage(library, 'broken', { 'problem.yaml': 'name: Broken\n' });
    const logs = captureLogs('info');
    const judge = lazyJudge({ judge: loadJudgeConfig({ DATA_DIR: await tempDir() }) });
    const deps = { problems: createProblemRepository(empty.db), judge: judge.get, logger: logs.logger };
    try {
      const first = await seedProblems(deps, library);
      const second = await seedProblems(deps, library);

      expect(first).toMatchObject({ imported: 2, failed: 1 });
      expect(second).toEqual({ skipped: 'not-empty' });
      expect((await deps.problems.listSummaries()).map((p) => p.title)).toEqual(['Add Two', 'Add Two']);
      expect(logs.text()).toContain('problem library seeded');
      expect(logs.text()).toContain('broken');
    } finally {
      await judge.close();
      await empty.dispose();
    }
  });

  it('when there is no problems folder, then seeding is skipped quietly', async () => {
    const empty = await createTestDatabase();
    const judge = lazyJudge({ judge: loadJudgeConfig({ DATA_DIR: await tempDir() }) });
    try {
      const deps = {
        problems: createProblemRepository(empty.db),
        judge: judge.get,
        logger: captureLogs('silent').logger,
      };
      expect(await seedProblems(deps, path.join(await tempDir(), 'missing'))).toEqual({
        skipped: 'no-packages',
      });
      expect(await seedProblems(deps, await tempDir())).toEqual({ skipped: 'no-packages' });
    } finally {
      await judge.close();
      await empty.dispose();
    }
  });
});

/** Every file of a package folder, as the test package writer takes them. */
