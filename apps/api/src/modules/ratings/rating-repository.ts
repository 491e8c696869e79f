import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { PublicUser } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { contests, ratingChanges, users } from '../../db/schema/index.js';
import type { ContestRow, RatingChangeRow } from '../../db/schema/index.js';
import type { Queryable } from '../../db/transaction.js';
import { notifyStatement } from '../../db/change-feed.js';
import { CONTEST_CHANGES_CHANNEL, encodeChange } from '../contest-scores/contest-changes.js';

/** Contests are rated in the order they ended; the id breaks a tie so the order is total. */
type Position = Pick<ContestRow, 'id' | 'endAt'>;
const before = (p: Position) =>
  or(lt(contests.endAt, p.endAt), and(eq(contests.endAt, p.endAt), lt(contests.id, p.id)));
const after = (p: Position) =>
  or(gt(contests.endAt, p.endAt), and(eq(contests.endAt, p.endAt), gt(contests.id, p.id)));

const publicUser = { _id: users.id, firstName: users.firstName, lastName: users.lastName };
const INSERT_CHUNK = 1000;

export type HistoryRow = RatingChangeRow & { slug: string; title: string; endAt: Date };

/** Rating changes, read and rewritten per contest. */
/** A rating change's own columns, as stored. */
const changeColumns = {
  contestId: ratingChanges.contestId,
  userId: ratingChanges.userId,
  rank: ratingChanges.rank,
  score: ratingChanges.score,
  participants: ratingChanges.participants,
  oldRating: ratingChanges.oldRating,
  newRating: ratingChanges.newRating,
  delta: ratingChanges.delta,
};

export function createRatingRepository(db: Database) {
  return {
    /** The contest, locked for the rest of the transaction so two instances never rate it at once. */
    async lockContest(tx: Queryable, contestId: string): Promise<ContestRow | undefined> {
      const [row] = await tx.select().from(contests).where(eq(contests.id, contestId)).for('update');
      return row;
    },

    async contest(contestId: string): Promise<ContestRow | undefined> {
      const [row] = await db.select().from(contests).where(eq(contests.id, contestId)).limit(1);
      return row;
    },

    /** Rated contests already finalised that ended after `from`: a re-rating rewrites them too. */
    laterFinalised(tx: Queryable, from: Position): Promise<ContestRow[]> {
      return tx
        .select()
        .from(contests)
        .where(and(eq(contests.rated, true), isNotNull(contests.ratingsFinalisedAt), after(from)))
        .orderBy(asc(contests.endAt), asc(contests.id));
    },

    /** Rated contests past their end plus the delay whose ratings are not out yet and whose board is not frozen. */
    async due(cutoff: Date): Promise<string[]> {
      const rows = await db
        .select({ id: contests.id })
        .from(contests)
        .where(
          and(
            eq(contests.rated, true),
            isNull(contests.ratingsFinalisedAt),
            lte(contests.endAt, cutoff),
            or(isNull(contests.freezeAt), isNotNull(contests.unfrozenAt)),
          ),
        )
        .orderBy(asc(contests.endAt), asc(contests.id));
      return rows.map((r) => r.id);
    },

    /** Each user's rating from the last rated contest before `at` (missing: never rated before). */
    async ratingsBefore(q: Queryable, userIds: string[], at: Position): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (let i = 0; i < userIds.length; i += INSERT_CHUNK) {
        const rows = await q
          .selectDistinctOn([ratingChanges.userId], {
            userId: ratingChanges.userId,
            rating: ratingChanges.newRating,
          })
          .from(ratingChanges)
          .innerJoin(contests, eq(contests.id, ratingChanges.contestId))
          .where(and(inArray(ratingChanges.userId, userIds.slice(i, i + INSERT_CHUNK)), before(at)))
          .orderBy(ratingChanges.userId, desc(contests.endAt), desc(contests.id));
        for (const r of rows) found.set(r.userId, r.rating);
      }
      return found;
    },

    /** Replaces a contest's changes and stamps it finalised. */
    async replace(tx: Queryable, contestId: string, rows: RatingChangeRow[], at: Date): Promise<void> {
      await tx.delete(ratingChanges).where(eq(ratingChanges.contestId, contestId));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK)
        await tx.insert(ratingChanges).values(rows.slice(i, i + INSERT_CHUNK));
      await tx.update(contests).set({ ratingsFinalisedAt: at }).where(eq(contests.id, contestId));
      // The contest page says its ratings are final: every instance's kept contest row must go.
      await tx.execute(
        notifyStatement(CONTEST_CHANGES_CHANNEL, encodeChange({ kind: 'contest', contestId })),
      );
    },

    async changesOf(contestId: string): Promise<Array<RatingChangeRow & { user: PublicUser }>> {
      return db
        .select({
          ...changeColumns,
          user: publicUser,
        })
        .from(ratingChanges)
        .innerJoin(users, eq(users.id, ratingChanges.userId))
        .where(eq(ratingChanges.contestId, contestId))
        .orderBy(asc(ratingChanges.rank), asc(users.firstName), asc(users.id));
    },

    /** A user's changes, oldest contest first. */
    historyOf(userId: string): Promise<HistoryRow[]> {
      return db
        .select({
          ...changeColumns,
          slug: contests.slug,
          title: contests.title,
          endAt: contests.endAt,
        })
        .from(ratingChanges)
        .innerJoin(contests, eq(contests.id, ratingChanges.contestId))
        .where(eq(ratingChanges.userId, userId))
        .orderBy(asc(contests.endAt), asc(contests.id));
    },

    /** Everyone's current rating, best first (ties: more contests, then name). */
    async leaderboard(page: number, limit: number) {
      const latest = db
        .selectDistinctOn([ratingChanges.userId], {
          userId: ratingChanges.userId,
          rating: ratingChanges.newRating,
        })
        .from(ratingChanges)
        .innerJoin(contests, eq(contests.id, ratingChanges.contestId))
        .orderBy(ratingChanges.userId, desc(contests.endAt), desc(contests.id))
        .as('latest');
      const played = db
        .select({ userId: ratingChanges.userId, contests: count().as('contests') })
        .from(ratingChanges)
        .groupBy(ratingChanges.userId)
        .as('played');
      return db
        .select({ user: publicUser, rating: latest.rating, contests: played.contests })
        .from(latest)
        .innerJoin(users, eq(users.id, latest.userId))
        .innerJoin(played, eq(played.userId, latest.userId))
        .orderBy(desc(latest.rating), desc(played.contests), asc(users.firstName), asc(users.id))
        .limit(limit)
        .offset((page - 1) * limit);
    },
  };
}
export type RatingRepository = ReturnType<typeof createRatingRepository>;
