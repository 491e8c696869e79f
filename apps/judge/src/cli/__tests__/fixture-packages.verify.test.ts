// Issue 21: every fixture package (interactive, multi-pass, scoring, multi-file, LaTeX, DOMjudge layout)
// verified as problems:verify does, on each real sandbox: every submission gets the verdict its folder names.
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDriver } from '@codecourt/contracts';
import { createJudge, driverStatus, loadJudgeConfig } from '@codecourt/judge';
import type { Judge } from '@codecourt/judge';
import { readProblemPackage } from '@codecourt/problem-package';
import { verifyPackage } from '../verify-package.js';

const FIXTURES = fileURLToPath(new URL('../../../../../packages/problem-package/fixtures', import.meta.url));
const config = loadJudgeConfig(process.env);
const fixtures = (await readdir(FIXTURES, { withFileTypes: true }))
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
/** CI names the drivers that must run (JUDGE_REQUIRE_DRIVERS=bwrap,docker); elsewhere an absent one is skipped. */
const required = (process.env.JUDGE_REQUIRE_DRIVERS ?? '').split(',').map((name) => name.trim());

for (const driver of ['bwrap', 'docker'] as const satisfies readonly SandboxDriver[]) {
  const status = await driverStatus(driver, config);
  const runs = status.available || required.includes(driver);
  describe.skipIf(!runs)(`the fixture packages, verified on ${driver}`, () => {
    let judge: Judge;
    let cacheDir: string;
    beforeAll(async () => {
      if (!status.available)
        throw new Error(`The ${driver} driver is required but not available: ${status.reason}`);
      cacheDir = await mkdtemp(join(tmpdir(), `codecourt-fixtures-${driver}-`));
      judge = await createJudge({ config, sandbox: driver, cacheDir });
    }, 120_000);
    afterAll(async () => {
      await judge.close();
      await rm(cacheDir, { recursive: true, force: true });
    });

    it.each(fixtures)(
      'when the %s package is verified, then every submission gets the verdict its folder names',
      async (name) => {
        const rows = await verifyPackage(judge, await readProblemPackage(join(FIXTURES, name)));

        expect(rows.length).toBeGreaterThan(0);
        const mismatches = rows
          .filter((r) => !r.match)
          .map((r) => `${r.file}: ${r.actual} (${r.detail ?? ''})`);
        expect(mismatches, mismatches.join('; ')).toEqual([]);
      },
      240_000,
    );

    it('when a test input breaks the C++ input validator, then the package is refused with its words', async () => {
      const copy = await mkdtemp(join(tmpdir(), 'codecourt-input-validator-'));
      try {
        await cp(join(FIXTURES, 'validator-headers'), copy, { recursive: true });
        await writeFile(join(copy, 'data', 'secret', '2.in'), '600000\n');
        await writeFile(join(copy, 'data', 'secret', '2.ans'), '1200000\n');

        await expect(verifyPackage(judge, await readProblemPackage(copy))).rejects.toThrow(
          'input_validators/range/validator.cpp refuses data/secret/2.in (exit code 43): 600000 is not in [-500000, 500000]',
        );
      } finally {
        await rm(copy, { recursive: true, force: true });
      }
    }, 120_000);
  });
}
