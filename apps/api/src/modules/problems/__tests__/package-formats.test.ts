import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemSchema } from '@codecourt/contracts';
import { readProblemPackage } from '@codecourt/problem-package';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { tempDir, filesOf } from '../../../testing/tiny-package.js';
import { buildJudgeRequest } from '../judge-request.js';
import { exportProblem } from '../packages/export-problem.js';
import { importPackage } from '../packages/import-package.js';
import { createProblemRepository } from '../repository.js';

const FIXTURES = fileURLToPath(
  new URL('../../../../../../packages/problem-package/fixtures', import.meta.url),
);

let testApp: TestApp;
const problems = () => createProblemRepository(testApp.database.db);
const noJudge = () => Promise.reject(new Error('every fixture has a time limit: nothing to measure'));

async function importFixture(slug: string) {
  return importPackage(
    { problems: problems(), judge: noJudge },
    await readProblemPackage(join(FIXTURES, slug)),
  );
}

async function problemJson(slug: string) {
  const outcome = await importFixture(slug);
  const response = await request(testApp.app).get(`/api/problem/problemById/${outcome.id}`);
  expect(response.status).toBe(200);
  return { id: outcome.id, problem: problemSchema.parse(response.body) };
}

async function judgeRequest(id: string) {
  const view = await problems().findView(id);
  const secrets = await problems().hiddenTestsOf(id);
  if (!view) throw new Error(`no problem ${id}`);
  const tests = [...view.samples, ...secrets];
  return buildJudgeRequest(
    view.problem,
    tests,
    { language: 'python', code: 'print(1)\n' },
    'stop-on-first-failure',
  );
}

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('importing packages of every kind', () => {
  it('when the interactive fixture is imported, then submissions are judged with its interactor of two files and the statement shows the dialogue', async () => {
    const { id, problem } = await problemJson('guess');

    expect(problem.interactive).toBe(true);
    expect(problem.descriptionHtml).toContain('Sample interaction 1');
    expect(problem.descriptionHtml).toContain('<code>lower</code>');
    const judged = await judgeRequest(id);
    expect(judged.checker).toMatchObject({
      kind: 'interactive',
      interactor: { language: 'cpp', entry: 'interactor.cpp', files: [{ path: 'protocol.h' }] },
    });
  });

  it('when the multi-pass fixture is imported, then its requests carry the validation passes', async () => {
    const { id } = await problemJson('doubling');

    const judged = await judgeRequest(id);
    expect(judged.validationPasses).toBe(3);
    expect(judged.checker?.kind).toBe('custom');
  });

  it("when a package states its compile budget, then a user's submission is judged within it, not the judge's own", async () => {
    const { id } = await problemJson('compile-limits');
    const multiPass = await problemJson('doubling');

    // compilation_time: 1 from problem.yaml; the format's 2048 MiB where it states no memory.
    expect((await judgeRequest(id)).compileLimits).toEqual({ cpuMs: 1000, memoryKb: 2048 * 1024 });
    // A custom validator gets the format's validation budget (60 s, 2048 MiB, 8 MiB of output) where the
    // package states none.
    expect((await judgeRequest(multiPass.id)).validatorLimits).toEqual({
      timeMs: 60_000,
      memoryKb: 2048 * 1024,
      outputBytes: 8 * 1024 * 1024,
    });
  });

  it("when a package gives output validator flags by folder, then a user's submission carries each test's own", async () => {
    const { id } = await problemJson('testdata-args');

    const judged = await judgeRequest(id);
    // sample/1 and secret/1 take data/testdata.yaml's tolerance; secret/exact/1 its own folder's none.
    expect(judged.tests.map((t) => t.checkerFlags)).toEqual([
      { floatTolerance: 1e-3 },
      { floatTolerance: 1e-3 },
      undefined,
    ]);
  });

  it('when the scoring fixture is imported, then the groups are stored, shown and sent with each secret test', async () => {
    const { id, problem } = await problemJson('subtask-sum');

    expect(problem.scoringGroups).toEqual([
      { name: '1-small', maxScore: 30 },
      { name: '2-large', maxScore: 70 },
    ]);
    const judged = await judgeRequest(id);
    expect(judged.scoring?.groups).toEqual([
      { name: '1-small', aggregation: 'min', score: 30 },
      { name: '2-large', aggregation: 'min', score: 70 },
    ]);
    expect(judged.tests.map((t) => t.group)).toEqual([
      undefined,
      '1-small',
      '1-small',
      '2-large',
      '2-large',
      '2-large',
    ]);
  });

  it('when the LaTeX fixture is imported, then the converted statement links its figure, which the API serves', async () => {
    const { problem } = await problemJson('latex-area');

    expect(problem.title).toBe('Circle Area');
    expect(problem.descriptionHtml).toContain('<h2>Input</h2>');
    expect(problem.descriptionHtml).toContain('src="/api/problem/statement/latex-area/circle.png"');
    const figure = await request(testApp.app).get('/api/problem/statement/latex-area/circle.png');
    expect(figure.status).toBe(200);
    expect(figure.headers['content-type']).toBe('image/png');
    expect((figure.body as Buffer).subarray(1, 4).toString()).toBe('PNG');
    expect((await request(testApp.app).get('/api/problem/statement/latex-area/other.png')).status).toBe(404);
  });

  it('when the DOMjudge fixture is imported, then its PDF statement is offered for download beside a generated page', async () => {
    const { problem } = await problemJson('hello-domjudge');

    expect(problem.title).toBe('Hello DOMjudge');
    expect(problem.timeLimitMs).toBe(1000);
    expect(problem.statementPdfUrl).toBe('/api/problem/statement/hello-domjudge/problem.pdf');
    expect(problem.descriptionHtml).toContain('PDF document');
    const pdf = await request(testApp.app).get(problem.statementPdfUrl ?? '');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('when the multi-file fixture is imported and exported, then the validator header is written beside its source', async () => {
    await importFixture('multi-file');

    const exported = await exportProblem(problems(), 'multi-file', await tempDir());
    const files = await filesOf(exported ?? '');

    expect(
      Object.keys(files)
        .filter((f) => f.startsWith('output_validators/'))
        .sort(),
    ).toEqual(['output_validators/validator/validate.h', 'output_validators/validator/validator.cpp']);
  });
});
