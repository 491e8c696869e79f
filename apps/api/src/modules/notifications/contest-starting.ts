import { and, eq, gt, lte } from 'drizzle-orm';
import { CONTEST_STARTING_NOTICE_MS } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { contestParticipations, contests } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { contestHref } from './notify-events.js';
import { contestParticipantsPayload, insertNotifications } from './repository.js';

/** How often the contests about to start are looked for; well under the notice, so nobody is told late. */
export const CONTEST_SWEEP_INTERVAL_MS = 60_000;

/**
 * Tells every registered participant of a contest starting within the notice (or started less than the
 * notice ago, for an instance that was down). The dedupe key makes the sweep idempotent: every instance
 * may run it, each participant is told once. One change is announced per contest, not per participant:
 * at 20,000 participants the live streams hear one NOTIFY. Returns how many were told.
 */
export async function notifyContestsStarting(db: Database, now: Date): Promise<number> {
  const rows = await db
    .select({
      userId: contestParticipations.userId,
      contestId: contests.id,
      slug: contests.slug,
      title: contests.title,
    })
    .from(contests)
    .innerJoin(contestParticipations, eq(contestParticipations.contestId, contests.id))
    .where(
      and(
        lte(contests.startAt, new Date(now.getTime() + CONTEST_STARTING_NOTICE_MS)),
        gt(contests.startAt, new Date(now.getTime() - CONTEST_STARTING_NOTICE_MS)),
      ),
    );
  const byContest = new Map<string, typeof rows>();
  for (const row of rows) byContest.set(row.contestId, [...(byContest.get(row.contestId) ?? []), row]);
  return db.transaction(async (tx) => {
    let told = 0;
    for (const [contestId, participants] of byContest) {
      told += await insertNotifications(
        tx,
        participants.map((row) => ({
          userId: row.userId,
          kind: 'contestStarting' as const,
          subject: row.title,
          href: contestHref(row.slug),
          dedupeKey: `contest-start:${contestId}`,
        })),
        contestParticipantsPayload(contestId),
      );
    }
    return told;
  });
}

/** Runs the sweep now and then every interval until stopped; a failed sweep is logged and tried again. */
export function startContestStartingSweep(
  db: Database,
  logger: Logger,
  now: () => Date = () => new Date(),
): () => void {
  const sweep = () => {
    notifyContestsStarting(db, now()).catch((error: unknown) => {
      logger.warn({ err: toLoggableError(error) }, 'could not tell participants of starting contests');
    });
  };
  sweep();
  const timer = setInterval(sweep, CONTEST_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
  };
}
