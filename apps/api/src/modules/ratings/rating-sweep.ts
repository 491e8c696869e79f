import { RATING_FINALISE_CHECK_MS, RATING_FINALISE_DELAY_MS } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { finaliseRatings } from './finalise-ratings.js';
import { createRatingRepository } from './rating-repository.js';

/**
 * Finalises every rated contest that ended RATING_FINALISE_DELAY_MS ago and has no ratings yet. The state
 * lives in the database (`contests.ratings_finalised_at`), so a restart loses nothing: the next round
 * finds what is still due; the contest row's lock makes it safe for every instance to run. Answers how
 * many contests it finalised.
 */
export async function finaliseDueRatings(db: Database, now: Date): Promise<number> {
  const ratings = createRatingRepository(db);
  let finalised = 0;
  for (const contestId of await ratings.due(new Date(now.getTime() - RATING_FINALISE_DELAY_MS))) {
    const done = await finaliseRatings(db, ratings, contestId, now, { onlyIfPending: true });
    if (done.contestsRated > 0) finalised++;
  }
  return finalised;
}

/** Runs the check now and then every RATING_FINALISE_CHECK_MS until stopped; a failed round is retried. */
export function startRatingSweep(
  db: Database,
  logger: Logger,
  now: () => Date = () => new Date(),
): () => void {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    finaliseDueRatings(db, now())
      .then((finalised) => {
        if (finalised > 0) logger.info({ finalised }, 'contest ratings finalised');
      })
      .catch((error: unknown) => {
        logger.warn({ err: toLoggableError(error) }, 'could not finalise contest ratings');
      })
      .finally(() => {
        running = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, RATING_FINALISE_CHECK_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
