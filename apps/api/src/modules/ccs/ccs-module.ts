// The Contest API's parts, wired: its routes under /api/ccs, mounted at /api by app.ts.
import type { RequestHandler, Router } from 'express';
import type { Database } from '../../db/client.js';
import { createContestRepository } from '../contests/repository.js';
import type { UserRepository } from '../user/repository.js';
import { createBasicTokenAuth } from './basic-auth.js';
import { createCcsRepository } from './ccs-repository.js';
import { loadSnapshot } from './ccs-snapshot.js';
import { createFeedStore } from './feed-store.js';
import { createCcsRoutes } from './routes.js';

/** A following client's log is brought up to date this often; the spec's keep-alive is at most 120 s. */
const FEED_POLL_MS = 1_000;
const FEED_KEEPALIVE_MS = 110_000;

export type CcsModuleDeps = {
  db: Database;
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
    minIntervalMs: pollMs,
    load: async (contestId) => {
      const contest = await contests.findByIdOrSlug(contestId);
      return contest ? loadSnapshot({ contests, ccs }, contest, now()) : undefined;
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
