import { existsSync } from 'node:fs';
import { readProblemLibrary } from '@codecourt/problem-package';
import type { Logger } from '../../../lib/logger.js';
import { importPackage } from './import-package.js';
import type { ImportDeps } from './import-package.js';

export type SeedSummary =
  { skipped: 'not-empty' | 'no-packages' } | { imported: number; failed: number; ms: number };

/**
 * An empty database gets the library in `dir` (the repo's problems/) at start. A database that
 * already has problems is left alone; a missing or empty folder is skipped silently.
 */
export async function seedProblems(deps: ImportDeps & { logger: Logger }, dir: string): Promise<SeedSummary> {
  if ((await deps.problems.count()) > 0) return { skipped: 'not-empty' };
  if (!existsSync(dir)) return { skipped: 'no-packages' };
  const started = performance.now();
  const library = await readProblemLibrary(dir);
  if (library.length === 0) return { skipped: 'no-packages' };
  let imported = 0;
  let failed = 0;
  for (const entry of library) {
    try {
      if (!entry.ok) throw entry.error;
      await importPackage(deps, entry.pkg);
      imported++;
    } catch (error) {
      failed++;
      deps.logger.warn(
        { slug: entry.slug, reason: error instanceof Error ? error.message : String(error) },
        'problem package not seeded',
      );
    }
  }
  const ms = Math.round(performance.now() - started);
  deps.logger.info({ dir, imported, failed, ms }, 'problem library seeded');
  return { imported, failed, ms };
}
