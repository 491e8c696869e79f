import { INTEGRITY_AFTER_END_MS, INTEGRITY_CHECK_MS } from '@codecourt/contracts';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { Database } from '../../db/client.js';
import { createIntegrityService } from './integrity-service.js';
import type { IntegrityService } from './integrity-service.js';
import { runReport } from './run-report.js';

/**
 * Makes the report of every contest that ended INTEGRITY_AFTER_END_MS ago and has none. The state is the
 * reports table, so a restart loses nothing; the contest row's lock keeps two instances from both running it.
 */
export async function reportDueContests(
  db: Database,
  integrity: IntegrityService,
  now: Date,
): Promise<number> {
  let made = 0;
  for (const contestId of await integrity.dueContests(new Date(now.getTime() - INTEGRITY_AFTER_END_MS))) {
    const reportId = await integrity.claimContest(contestId);
    if (!reportId) continue;
    await runReport(db, reportId, { contestId });
    made++;
  }
  return made;
}

/** Runs the check now and then every INTEGRITY_CHECK_MS until stopped; a failed round is retried. */
export function startIntegritySweep(
  db: Database,
  logger: Logger,
  now: () => Date = () => new Date(),
): () => void {
  const integrity = createIntegrityService({ db, logger, now });
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    reportDueContests(db, integrity, now())
      .then((made) => {
        if (made > 0) logger.info({ made }, 'contest integrity reports made');
      })
      .catch((error: unknown) => {
        logger.warn({ err: toLoggableError(error) }, 'could not make contest integrity reports');
      })
      .finally(() => {
        running = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, INTEGRITY_CHECK_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
