// The Contest API's parts, wired: its routes under /api/ccs, mounted at /api by app.ts.
import type { RequestHandler, Router } from 'express';
import type { ListenToChanges } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { createContestRepository } from '../contests/repository.js';
import type { UserRepository } from '../user/repository.js';
import { createBasicTokenAuth } from './basic-auth.js';
import { createCcsRepository } from './ccs-repository.js';
import { loadSnapshot } from './ccs-snapshot.js';
import { nextContestTimeMs } from './ccs-time.js';
import { createFeedStore } from './feed-store.js';
import { createCcsRoutes } from './routes.js';

/**
 * A following client is sent what its contest's log gained this often (a look in memory: the log reads
 * the database only on an announced change); the spec's keep-alive is at most 120 s.
 */
const FEED_POLL_MS = 1_000;
const FEED_KEEPALIVE_MS = 110_000;

export type CcsModuleDeps = {
  db: Database;
  /** The database's change feed: a contest is read again when a change of it is announced. */
  listen?: ListenToChanges | undefined;
  users: UserRepository;
  requireAuth: RequestHandler;
  /** The personal-token limiter, for tokens sent as a Basic password. */
  tokenLimiter: RequestHandler;
  shutdown?: AbortSignal | undefined;
  now?: (() => Date) | undefined;
  feedPollMs?: number;
  feedKeepaliveMs?: number;
};

export function createCcsModule(deps: CcsModuleDeps): Router {
  const now = deps.now ?? (() => new Date());
  const contests = createContestRepository(deps.db);
  const ccs = createCcsRepository(deps.db);
  const pollMs = deps.feedPollMs ?? FEED_POLL_MS;
  const feeds = createFeedStore({
    pollMs,
    listen: deps.listen,
    clock: () => now().getTime(),
    load: async (contestId) => {
      const contest = await contests.findByIdOrSlug(contestId);
      if (!contest) return undefined;
      const at = now();
      return {
        snapshot: await loadSnapshot({ contests, ccs }, contest, at),
        nextTimeMs: nextContestTimeMs(contest, at),
      };
    },
  });
  const router = createCcsRoutes({
    contests,
    ccs,
    now,
    basicAuth: createBasicTokenAuth({ db: deps.db, users: deps.users, limiter: deps.tokenLimiter }),
    requireAuth: deps.requireAuth,
    feed: { feeds, pollMs, keepaliveMs: deps.feedKeepaliveMs ?? FEED_KEEPALIVE_MS, shutdown: deps.shutdown },
  });
  return router;
}
