// Issue #34 item 5: the contest editor asks "keep it public?" only for a problem public today, so it
// needs the library's other problems: the secret ones (the visibility rule's set) and the new ones.
import { and, asc, eq, gt, inArray, ne, notExists } from 'drizzle-orm';
import { CONTEST_NEW_PROBLEM_HOURS } from '@codecourt/contracts';
import type { ContestLibraryVisibility } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { problems, submissions, users } from '../../db/schema/index.js';
import { toProblemSummaryJson } from '../problems/problem-json.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';

const HOUR_MS = 60 * 60_000;

export type LibraryVisibility = () => Promise<ContestLibraryVisibility>;

export function createLibraryVisibility(
  db: Database,
  visibility: ProblemVisibility,
  now: () => Date,
): LibraryVisibility {
  return async () => {
    const since = new Date(now().getTime() - CONTEST_NEW_PROBLEM_HOURS * HOUR_MS);
    // A learner's try means the problem is out there, however young it is.
    const triedByLearner = db
      .select({ one: submissions.id })
      .from(submissions)
      .innerJoin(users, eq(users.id, submissions.userId))
      .where(and(eq(submissions.problemId, problems.id), ne(users.role, 'admin')));
    const secretIds = [...(await visibility.secretIds())];
    const [secret, fresh] = await Promise.all([
      secretIds.length === 0
        ? []
        : db
            .select({
              id: problems.id,
              slug: problems.slug,
              number: problems.number,
              title: problems.title,
              difficulty: problems.difficulty,
              tags: problems.tags,
            })
            .from(problems)
            .where(inArray(problems.id, secretIds))
            .orderBy(asc(problems.number)),
      db
        .select({ id: problems.id })
        .from(problems)
        .where(and(gt(problems.createdAt, since), notExists(triedByLearner))),
    ]);
    return { secretProblems: secret.map(toProblemSummaryJson), newProblemIds: fresh.map((row) => row.id) };
  };
}
