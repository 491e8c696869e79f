// Issue 35: the public example packages of Kattis problemtools and DOMjudge (../shared/public-packages,
// read in place) through the API's package import: every package is imported (its time limit declared
// or derived by the format's rule), and the stored problem asks the judge exactly what the package as read
// asks for every submission, so each gets the verdict the judge's own suite (apps/judge,
// public-packages.bwrap.test.ts) checks for that same request; one accepted submission is judged here
// too, from the stored problem, end to end. Judging the other folders a second time here cost CI minutes
// (a time_limit_exceeded one runs to the package's margin) and proved nothing the equal requests do not.
// Languages the judge does not offer stay in the import's warnings as skipped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadJudgeConfig } from '@codecourt/judge';
import { packageJudgeRequest, problemPackageSchema, readProblemPackage } from '@codecourt/problem-package';
import type { PackageSubmission } from '@codecourt/problem-package';
import { listPublicPackages, unexplained } from '@codecourt/problem-package/public-packages';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { tempDir } from '../../../testing/tiny-package.js';
import { importPackage } from '../packages/import-package.js';
import { lazyJudge } from '../packages/lazy-judge.js';
import { packageFromRecord } from '../packages/package-from-record.js';
import { createProblemRepository } from '../repository.js';

const packages = await listPublicPackages();

/** The first submission every verdict it may get is Accepted for (the known disagreements are the judge suite's). */
function firstAccepted(submissions: readonly PackageSubmission[]): PackageSubmission[] {
  const accepted = submissions.find((submission) =>
    (submission.expectedAny ?? [submission.expected]).every((verdict) => verdict === 'Accepted'),
  );
  return accepted ? [accepted] : [];
}

let database: TestDatabase;
let judge: ReturnType<typeof lazyJudge>;
beforeAll(async () => {
  database = await createTestDatabase();
  judge = lazyJudge({ judge: loadJudgeConfig({ ...process.env, DATA_DIR: await tempDir() }) });
});
afterAll(async () => {
  await judge.close();
  await database.dispose();
});

describe.skipIf(packages.length === 0)('the public example packages through the API import', () => {
  it.each(packages)(
    'when $name is imported, then the stored problem asks the judge what the package asks for every submission, and an accepted one is Accepted',
    async ({ name, dir }) => {
      const pkg = await readProblemPackage(dir);
      const problems = createProblemRepository(database.db);

      const outcome = await importPackage({ problems, judge: judge.get }, pkg);

      // Both collections hold a `hello`: the second import of the slug updates the first.
      expect(['created', 'updated']).toContain(outcome.action);
      expect(outcome.timeLimitMs).toBe(pkg.limits.timeMs ?? outcome.timeLimitMs);
      for (const warning of pkg.warnings.filter((w) => w.startsWith('submissions/')))
        expect(outcome.warnings).toContain(warning);
      const record = await problems.readRecord(outcome.id);
      if (!record) throw new Error(`${name} was not stored`);
      const stored = problemPackageSchema.parse(packageFromRecord(record));
      const limits = { timeMs: record.timeLimitMs };
      for (const submission of pkg.submissions)
        expect(packageJudgeRequest(stored, submission, limits), submission.file).toEqual(
          packageJudgeRequest(pkg, submission, limits),
        );
      const engine = await judge.get();
      const disagreements: { file: string; line: string }[] = [];
      const judged = firstAccepted(pkg.submissions);
      expect(judged, 'an accepted submission to judge').toHaveLength(1);
      for (const submission of judged) {
        const result = await engine.judge(packageJudgeRequest(stored, submission, limits));
        const allowed = submission.expectedAny ?? [submission.expected];
        const partial =
          result.score !== undefined &&
          result.score > 0 &&
          result.score < (result.groups ?? []).reduce((sum, g) => sum + g.maxScore, 0);
        const file = `${submission.directory}/${submission.file ?? ''}`;
        if (!allowed.includes(result.verdict) || (submission.partialScore === true && !partial))
          disagreements.push({
            file,
            line: `${file}: expected ${submission.partialScore ? 'partial score' : allowed.join('|')}, got ${result.verdict}`,
          });
      }
      // The lines are the message too: a summary that shortens the arrays still says which and why.
      const unexpected = unexplained(name, disagreements);
      expect(unexpected, unexpected.join('; ')).toEqual([]);
    },
    900_000,
  );
});
