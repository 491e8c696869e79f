import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { RefreshTokenRepository } from './repository.js';

export const REFRESH_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Prunes spent refresh-token rows now and then every interval; the returned function stops it. */
export function scheduleRefreshTokenPruning(
  refreshTokens: Pick<RefreshTokenRepository, 'prune'>,
  logger: Logger,
  intervalMs = REFRESH_PRUNE_INTERVAL_MS,
): () => void {
  const prune = () => {
    refreshTokens.prune().then(
      (deleted) => {
        if (deleted > 0) logger.info({ deleted }, 'spent refresh tokens pruned');
      },
      (error: unknown) => {
        logger.error({ err: toLoggableError(error) }, 'refresh-token pruning failed');
      },
    );
  };
  prune();
  const timer = setInterval(prune, intervalMs);
  // Pruning alone never keeps the process alive.
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
