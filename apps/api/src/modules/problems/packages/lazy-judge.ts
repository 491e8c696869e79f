import { createJudge } from '@codecourt/judge';
import type { Judge } from '@codecourt/judge';
import type { AppConfig } from '../../../config.js';

/** A judge created on first use (only packages without a time limit need one) and closed by close(). */
export function lazyJudge(config: Pick<AppConfig, 'judge'>) {
  let judge: Promise<Judge> | undefined;
  return {
    get: () => (judge ??= createJudge({ config: config.judge })),
    close: async () => {
      if (judge) await (await judge).close();
    },
  };
}
