import { rmSync, writeFileSync } from 'node:fs';
import type { Logger } from '../../../lib/logger.js';
import { seedProblems } from './seed-problems.js';
import { createProblemRepository } from '../repository.js';
import { openPglite } from '../../../db/client.js';
import { pgliteTemplateKey, templateDataDir, templateKeyFile } from '../../../db/pglite-template.js';

/**
 * Writes the first-start template into `templateDir`: a PGlite database with every migration applied
 * and `library` seeded. Packages without a time limit would need a judge at build time: such a library
 * leaves no template (a start then seeds it itself). Returns whether a usable template was written.
 */
export async function writePgliteTemplate(
  templateDir: string,
  library: string | undefined,
  logger: Logger,
): Promise<boolean> {
  rmSync(templateDir, { recursive: true, force: true });
  const handle = await openPglite(templateDataDir(templateDir));
  let complete = true;
  try {
    await handle.migrate();
    if (library !== undefined) {
      const summary = await seedProblems(
        {
          problems: createProblemRepository(handle.db),
          judge: () => Promise.reject(new Error('no judge while building the template')),
          logger,
        },
        library,
      );
      complete = !('failed' in summary) || summary.failed === 0;
    }
  } finally {
    await handle.close();
  }
  // The key last: a template cut short by a failure is never taken.
  if (complete) writeFileSync(templateKeyFile(templateDir), `${pgliteTemplateKey(library)}\n`);
  else rmSync(templateDir, { recursive: true, force: true });
  return complete;
}
