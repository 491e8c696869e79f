import type { Logger } from './logger.js';
import { toLoggableError } from './loggable-error.js';

/**
 * Runs `prune` now and then every interval, logging what it deleted (`<what> pruned`) or why it failed;
 * the returned function stops it. Pruning alone never keeps the process alive.
 */
export function schedulePruning(options: {
  what: string;
  prune: () => Promise<number>;
  logger: Logger;
  intervalMs: number;
}): () => void {
  const { what, logger } = options;
  const run = () => {
    options.prune().then(
      (deleted) => {
        if (deleted > 0) logger.info({ deleted }, `${what} pruned`);
      },
      (error: unknown) => {
        logger.error({ err: toLoggableError(error) }, `${what} pruning failed`);
      },
    );
  };
  run();
  const timer = setInterval(run, options.intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
