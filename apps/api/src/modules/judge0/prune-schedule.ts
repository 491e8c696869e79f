import { JUDGE0_DEFAULTS } from '@codecourt/contracts';
import type { Logger } from '../../lib/logger.js';
import { schedulePruning } from '../../lib/schedule-pruning.js';
import type { Judge0Repository } from './repository.js';

/** Deletes Judge0 submissions older than `retentionMs` now and then every interval; the returned function stops it. */
export function scheduleJudge0Pruning(
  repository: Pick<Judge0Repository, 'deleteCreatedBefore'>,
  retentionMs: number,
  logger: Logger,
  intervalMs: number = JUDGE0_DEFAULTS.pruneIntervalMs,
): () => void {
  return schedulePruning({
    what: 'expired Judge0 submissions',
    prune: () => repository.deleteCreatedBefore(new Date(Date.now() - retentionMs)),
    logger,
    intervalMs,
  });
}
