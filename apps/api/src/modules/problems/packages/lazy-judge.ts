import path from 'node:path';
import { createJudge } from '@codecourt/judge';
import type { Judge } from '@codecourt/judge';
import type { AppConfig } from '../../../config.js';

/** A judge created on first use (only packages without a time limit need one) and closed by close(). */
export function lazyJudge(config: Pick<AppConfig, 'judgeSandbox' | 'dataDir'>) {
  let judge: Promise<Judge> | undefined;
  return {
    get: () =>
      (judge ??= createJudge({
        sandbox: config.judgeSandbox,
        cacheDir: path.join(config.dataDir, 'judge', 'artefacts'),
      })),
    close: async () => {
      if (judge) await (await judge).close();
    },
  };
}
