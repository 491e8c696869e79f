import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { librarySlugs, readPlanFiles } from './plan-files.js';
import { createPlanRepository } from './repository.js';

/**
 * At start: every plan file is checked (a broken one throws, so the start fails with its reason), then
 * the plans the database lacks are added. Stored plans are left as admins edited them.
 */
export async function seedPlans(
  db: Database,
  dirs: { plansDir: string; problemsDir: string },
  logger: Logger,
): Promise<void> {
  const files = await readPlanFiles(dirs.plansDir, await librarySlugs(dirs.problemsDir));
  const added = await createPlanRepository(db).seed(files);
  if (added > 0) logger.info({ added, files: files.length }, 'study plans seeded');
}
