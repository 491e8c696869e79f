// AI help is off for contest problems (issue #22 items 5 and 6): while a contest has not ended, a non-admin's
// AI request about one of its secret problems, or about any problem of a contest that is running, is refused
// in the API, not only by the web tab. The request names its problem by `problemId`, or by its title (the
// workspace always sends the title), so a client leaving the id out is refused too.
import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { CONTEST_MESSAGES, aiChatRequestSchema } from '@codecourt/contracts';
import type { Database } from '../../db/client.js';
import { contestProblems, contests, problems } from '../../db/schema/index.js';
import { catalogueError } from '../../lib/app-error.js';
import { currentUser } from '../../middleware/auth-context.js';
import { parsed } from '../../lib/validate.js';

const contestError = catalogueError(CONTEST_MESSAGES);

const titleKey = (title: string) => title.trim().toLowerCase();

/** Middleware for the AI routes, mounted after auth and body validation. */
export function createContestAiGuard(db: Database, now = () => new Date()): RequestHandler {
  const lockedProblems = async () => {
    const at = now();
    return db
      .selectDistinct({ id: problems.id, title: problems.title })
      .from(contestProblems)
      .innerJoin(contests, eq(contests.id, contestProblems.contestId))
      .innerJoin(problems, eq(problems.id, contestProblems.problemId))
      .where(and(gt(contests.endAt, at), or(eq(contestProblems.public, false), lte(contests.startAt, at))));
  };

  return (req: Request, _res: Response, next: NextFunction) => {
    if (currentUser(req)?.role === 'admin') {
      next();
      return;
    }
    const { problemId, title } = parsed(req, 'body', aiChatRequestSchema);
    lockedProblems()
      .then((locked) => {
        const asked = titleKey(title);
        const refused = locked.some(
          (p) => p.id === problemId || (asked !== '' && titleKey(p.title) === asked),
        );
        next(refused ? contestError('aiOffInContest', 403) : undefined);
      })
      .catch(next);
  };
}
