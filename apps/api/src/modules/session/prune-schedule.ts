import type { Logger } from '../../lib/logger.js';
import { schedulePruning } from '../../lib/schedule-pruning.js';
import type { RefreshTokenRepository } from './repository.js';

export const REFRESH_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Prunes spent refresh-token rows now and then every interval; the returned function stops it. */
export function scheduleRefreshTokenPruning(
  refreshTokens: Pick<RefreshTokenRepository, 'prune'>,
  logger: Logger,
  intervalMs = REFRESH_PRUNE_INTERVAL_MS,
): () => void {
  return schedulePruning({
    what: 'spent refresh tokens',
    prune: () => refreshTokens.prune(),
    logger,
    intervalMs,
  });
}
