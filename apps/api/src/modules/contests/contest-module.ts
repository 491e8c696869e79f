import type { RequestHandler, Router } from 'express';
import type { ListenToChanges } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { createSubmissionService } from '../submissions/service.js';
import type { SubmissionServiceDeps } from '../submissions/service.js';
import { createBoardStore } from './board-store.js';
import { createContestCounts } from './contest-counts.js';
import { createContestPageReads } from './contest-page-reads.js';
import { createLibraryVisibility } from './library-visibility.js';
import { createParticipantService } from './participant-service.js';
import { createContestRepository } from './repository.js';
import { createContestRoutes } from './routes.js';
import { createScoreboardEvents } from './scoreboard-events.js';
import { createContestService } from './service.js';
import type { ContestServiceDeps } from './service.js';
import type { ContestChange } from '../contest-scores/contest-changes.js';

export type ContestModuleDeps = {
  db: Database;
  listen?: ListenToChanges | undefined;
  logger: Logger;
  /** The visibility rule: a contest shows a problem only as far as the rule lets its viewer see it. */
  problems: ProblemVisibility;
  /** How practice submissions are judged: contest ones are judged the same way. */
  submissionDeps: Omit<SubmissionServiceDeps, 'problemsOf'>;
  requireAuth: RequestHandler;
  optionalAuth: RequestHandler;
  submissionLimiter: RequestHandler;
  clarificationLimiter: RequestHandler;
  eventsLimiter: RequestHandler;
  accessCodeLimiter: RequestHandler;
  heartbeatMs: number;
  shutdown?: AbortSignal | undefined;
  now?: (() => Date) | undefined;
  /** Tells the asker their question was answered (the notifications module; /tmp/notify-contract.md). */
  onClarificationAnswered?: ContestServiceDeps['onClarificationAnswered'];
};

/** /api/contests with its parts (the router is mounted at /api): the live boards and the contest use cases. */
export function createContestModule(deps: ContestModuleDeps): {
  router: Router;
  boards: ReturnType<typeof createBoardStore>;
} {
  const now = deps.now ?? (() => new Date());
  const contests = createContestRepository(deps.db);
  const boards = createBoardStore({ db: deps.db, contests, listen: deps.listen, logger: deps.logger, now });
  const counts = createContestCounts((contestId) => contests.countsOf(contestId), deps.listen);
  const caughtUp = (change: ContestChange) => boards.catchUp(change);
  const service = createContestService({
    contests,
    problems: deps.problems,
    submissions: createSubmissionService({
      ...deps.submissionDeps,
      // The contest checked the participant, their window and the label before it submits.
      problemsOf: () => deps.problems.system('contest judging after the contest checks'),
    }),
    now,
    caughtUp,
    counts,
    pageReads: createContestPageReads(contests, deps.listen),
    revealOf: (contestId) => boards.reveal(contestId),
    onClarificationAnswered: deps.onClarificationAnswered,
  });
  const router = createContestRoutes({
    contests: service,
    participants: createParticipantService({ contests, now, caughtUp, countsChanged: counts.forget }),
    boards,
    events: createScoreboardEvents({ boards, heartbeatMs: deps.heartbeatMs, shutdown: deps.shutdown }),
    requireAuth: deps.requireAuth,
    optionalAuth: deps.optionalAuth,
    submissionLimiter: deps.submissionLimiter,
    clarificationLimiter: deps.clarificationLimiter,
    eventsLimiter: deps.eventsLimiter,
    accessCodeLimiter: deps.accessCodeLimiter,
    libraryVisibility: createLibraryVisibility(deps.db, deps.problems, now),
  });
  return { router, boards };
}
