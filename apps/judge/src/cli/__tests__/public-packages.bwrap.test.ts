// Issue 35: the public example packages of Kattis problemtools and DOMjudge (../shared/public-packages,
// read in place, never copied here) judged on bwrap as problems:verify judges them: every package reads,
// every submission in a language the judge offers gets the verdict its folder or @EXPECTED_RESULTS@
// names, and a language the judge does not offer is counted as skipped, never as passed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJudge, driverStatus, loadJudgeConfig } from '@codecourt/judge';
import type { Judge } from '@codecourt/judge';
import { readProblemPackage } from '@codecourt/problem-package';
import { listPublicPackages, unexplained } from '@codecourt/problem-package/public-packages';
import { verifyPackage } from '../verify-package.js';
import { skippedSubmissions } from '../verify-table.js';

const packages = await listPublicPackages();
const config = loadJudgeConfig(process.env);
const status = await driverStatus('bwrap', config);
const required = (process.env.JUDGE_REQUIRE_DRIVERS ?? '').split(',').includes('bwrap');

describe.skipIf(packages.length === 0 || (!status.available && !required))(
  'the public example packages on bwrap',
  () => {
    let judge: Judge;
    let cacheDir: string;
    beforeAll(async () => {
      if (!status.available)
        throw new Error(`The bwrap driver is required but not available: ${status.reason}`);
      cacheDir = await mkdtemp(join(tmpdir(), 'codecourt-public-packages-'));
      judge = await createJudge({ config, sandbox: 'bwrap', cacheDir });
    }, 120_000);
    afterAll(async () => {
      await judge.close();
      await rm(cacheDir, { recursive: true, force: true });
    });

    it('when the collections are listed, then both hold their four packages', () => {
      expect(packages.map((p) => p.name).sort()).toEqual([
        'domjudge/fltcmp',
        'domjudge/hangman',
        'domjudge/hello',
        'domjudge/jumble',
        'kattis/different',
        'kattis/guess',
        'kattis/hello',
        'kattis/oddecho',
      ]);
    });

    // Verdicts here are timed on two cores that CI shares with another judge suite; a package that
    // disagrees once is verified once more there, and the summary names it (vitest.retried-reporter.ts).
    it.each(packages)(
      'when $name is verified, then every offered submission gets its expected verdict and the rest are counted as skipped',
      { retry: process.env.CI ? 1 : 0, timeout: 900_000 },
      async ({ name, dir }) => {
        const pkg = await readProblemPackage(dir);
        const rows = await verifyPackage(judge, pkg);
        const skipped = skippedSubmissions(pkg.slug, pkg.warnings);

        expect(rows.length).toBeGreaterThan(0);
        // Every warning is a submission left out and says why; none is silently judged as passed.
        expect(skipped.every((line) => /: skipped \(.+\)$/.test(line))).toBe(true);
        const disagreements = rows
          .filter((r) => !r.match)
          .map((r) => ({
            file: r.file,
            line: `${r.file}: expected ${r.expected}, got ${r.actual} (${r.detail ?? ''})`,
          }));
        // The lines are the message too: a summary that shortens the arrays still says which and why.
        const unexpected = unexplained(name, disagreements);
        expect(unexpected, unexpected.join('; ')).toEqual([]);
      },
    );
  },
);
