import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { problemNotes, problems, submissions } from '../../db/schema/index.js';
import type { AcceptedSolution, ExportedNote } from './export-files.js';

/** What a user's export holds; every read is keyed by the signed-in user's id. */
export function createExportRepository(db: Database) {
  return {
    /** The latest accepted submission per problem and language. */
    latestAccepted(userId: string): Promise<AcceptedSolution[]> {
      return db
        .selectDistinctOn([submissions.problemId, submissions.language], {
          problemId: submissions.problemId,
          slug: problems.slug,
          title: problems.title,
          language: submissions.language,
          code: submissions.code,
          judgedAt: submissions.judgedAt,
        })
        .from(submissions)
        .innerJoin(problems, eq(problems.id, submissions.problemId))
        .where(and(eq(submissions.userId, userId), eq(submissions.verdict, 'Accepted')))
        .orderBy(
          asc(submissions.problemId),
          asc(submissions.language),
          desc(submissions.createdAt),
          desc(submissions.id),
        );
    },

    notes(userId: string): Promise<ExportedNote[]> {
      return db
        .select({
          problemId: problemNotes.problemId,
          slug: problems.slug,
          title: problems.title,
          content: problemNotes.content,
        })
        .from(problemNotes)
        .innerJoin(problems, eq(problems.id, problemNotes.problemId))
        .where(eq(problemNotes.userId, userId))
        .orderBy(asc(problems.slug));
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;
