import { and, desc, eq, sql } from 'drizzle-orm';
import type { Difficulty } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { problems, submissions, users } from '../../db/schema/index.js';
import { notHeldByFreeze } from '../stats/profile-history.js';

export type ProfileOwner = {
  id: string;
  handle: string;
  firstName: string;
  lastName: string | null;
  createdAt: Date;
  profilePublic: boolean;
};

export type AcceptedProblem = {
  problemId: string;
  slug: string;
  title: string;
  difficulty: Difficulty;
  at: Date;
};

/** What a public profile reads that no other module offers: its owner by handle, their latest solves. */
export function createPublicProfileRepository(db: Database) {
  return {
    async findByHandle(handle: string): Promise<ProfileOwner | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          handle: users.handle,
          firstName: users.firstName,
          lastName: users.lastName,
          createdAt: users.createdAt,
          profilePublic: users.profilePublic,
        })
        .from(users)
        .where(eq(users.handle, handle))
        .limit(1);
      return row;
    },

    /**
     * The problems the user solved, each at its latest accepted submission, newest first; a frozen
     * contest's solves wait for the unfreeze (as in the stats), deleted problems are left out.
     */
    async recentAccepted(userId: string, limit: number): Promise<AcceptedProblem[]> {
      const latest = db
        .select({
          problemId: submissions.problemId,
          at: sql<Date>`max(${submissions.createdAt})`.as('at'),
        })
        .from(submissions)
        .where(and(eq(submissions.userId, userId), eq(submissions.verdict, 'Accepted'), notHeldByFreeze))
        .groupBy(submissions.problemId)
        .as('latest');
      const rows = await db
        .select({
          problemId: problems.id,
          slug: problems.slug,
          title: problems.title,
          difficulty: problems.difficulty,
          at: latest.at,
        })
        .from(latest)
        .innerJoin(problems, eq(problems.id, latest.problemId))
        .orderBy(desc(latest.at), desc(problems.id))
        .limit(limit);
      // A max() in a subquery comes back as text from some drivers.
      return rows.map((row) => ({ ...row, at: new Date(row.at) }));
    },
  };
}

export type PublicProfileRepository = ReturnType<typeof createPublicProfileRepository>;
