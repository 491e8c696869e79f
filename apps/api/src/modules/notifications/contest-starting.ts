import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { CONTEST_STARTING_NOTICE_MS } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { notifyStatement } from '../../db/change-feed.js';
import { contestParticipations, contests, notifications } from '../../db/schema/index.js';
import type { Logger } from '../../lib/logger.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import { contestHref } from './notify-events.js';
import { NOTIFICATION_CHANGES_CHANNEL, contestParticipantsPayload } from './repository.js';

/** How often the contests about to start are looked for; well under the notice, so nobody is told late. */
export const CONTEST_SWEEP_INTERVAL_MS = 60_000;

/**
 * Tells every registered participant of a contest starting within the notice (or started less than the
 * notice ago, for an instance that was down). The dedupe key makes the sweep idempotent: every instance
 * may run it, each participant is told once. One change is announced per contest, not per participant:
 * at 20,000 participants the live streams hear one NOTIFY. Returns how many were told.
 *
 * The participants never travel through this process: one INSERT ... SELECT per contest writes the
 * notifications of those not yet told (a statement with a row of parameters per participant passed
 * PostgreSQL's 65,535 bind parameters at 13,108 participants, and every instance retried it each minute).
 */
export async function notifyContestsStarting(db: Database, now: Date): Promise<number> {
  const starting = await db
    .select({ id: contests.id, slug: contests.slug, title: contests.title })
    .from(contests)
    .where(
      and(
        lte(contests.startAt, new Date(now.getTime() + CONTEST_STARTING_NOTICE_MS)),
        gt(contests.startAt, new Date(now.getTime() - CONTEST_STARTING_NOTICE_MS)),
      ),
    );
  return db.transaction(async (tx) => {
    let told = 0;
    for (const contest of starting) {
      const dedupeKey = `contest-start:${contest.id}`;
      const stored = await tx
        .insert(notifications)
        .select(
          tx
            .select({
              id: sql<string>`gen_random_uuid()`.as('id'),
              userId: contestParticipations.userId,
              kind: sql<'contestStarting'>`'contestStarting'::notification_kind`.as('kind'),
              actorId: sql<null>`null::uuid`.as('actor_id'),
              subject: sql<string>`${contest.title}::text`.as('subject'),
              href: sql<string>`${contestHref(contest.slug)}::text`.as('href'),
              dedupeKey: sql<string>`${dedupeKey}::text`.as('dedupe_key'),
              readAt: sql<null>`null::timestamptz`.as('read_at'),
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(contestParticipations)
            .where(
              and(
                eq(contestParticipations.contestId, contest.id),
                notExists(
                  tx
                    .select({ one: sql`1` })
                    .from(notifications)
                    .where(
                      and(
                        eq(notifications.userId, contestParticipations.userId),
                        eq(notifications.dedupeKey, dedupeKey),
                      ),
                    ),
                ),
              ),
            ),
        )
        .onConflictDoNothing()
        .returning({ userId: notifications.userId });
      if (stored.length === 0) continue;
      told += stored.length;
      await tx.execute(notifyStatement(NOTIFICATION_CHANGES_CHANNEL, contestParticipantsPayload(contest.id)));
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
