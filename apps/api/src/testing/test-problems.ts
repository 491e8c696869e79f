import { loadJudgeConfig } from '@codecourt/judge';
import { readProblemPackage } from '@codecourt/problem-package';
import type { Database } from '../db/client.js';
import { importPackage } from '../modules/problems/packages/import-package.js';
import type { ImportOutcome } from '../modules/problems/packages/import-package.js';
import { lazyJudge } from '../modules/problems/packages/lazy-judge.js';
import { createProblemRepository } from '../modules/problems/repository.js';
import { addTwoPackage, tempDir, writePackage } from './tiny-package.js';
import type { PackageFiles } from './tiny-package.js';

/** Writes a package into a temp folder and imports it the way `pnpm problems:import` does. */
export async function importTestPackage(
  db: Database,
  options: { slug?: string; files?: PackageFiles; dataDir?: string } = {},
): Promise<ImportOutcome> {
  const dir = await writePackage(
    await tempDir(),
    options.slug ?? 'add-two',
    options.files ?? addTwoPackage(),
  );
  const judge = lazyJudge({
    judge: loadJudgeConfig({ ...process.env, DATA_DIR: options.dataDir ?? (await tempDir()) }),
  });
  try {
    return await importPackage(
      { problems: createProblemRepository(db), judge: judge.get },
      await readProblemPackage(dir),
    );
  } finally {
    await judge.close();
  }
}
