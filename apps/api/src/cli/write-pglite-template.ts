// `pnpm build` (apps/api): the database a first start on an empty DATA_DIR copies instead of creating it.
import path from 'node:path';
import { PGLITE_TEMPLATE_DIR } from '../db/pglite-template.js';
import { writePgliteTemplate } from '../modules/problems/packages/write-pglite-template.js';
import { createLogger } from '../lib/logger.js';
import { findRepoRoot } from '../lib/repo-root.js';
import { runCli } from './cli-context.js';

runCli(async () => {
  const started = Date.now();
  const written = await writePgliteTemplate(
    PGLITE_TEMPLATE_DIR,
    path.join(findRepoRoot(), 'problems'),
    createLogger('warn'),
  );
  process.stdout.write(
    written
      ? `first-start database template written in ${String(Date.now() - started)} ms\n`
      : 'no first-start database template: a library package needs the judge\n',
  );
  return 0;
});
