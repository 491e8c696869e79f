// /api/ccs: the read endpoints of the ICPC Contest API (ccs-specs 2023-06), admins only. Each answer is
// built from one snapshot of the contest (ccs-snapshot.ts), the jury's view: no freeze hides anything.
import { Router } from 'express';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { CONTEST_MESSAGES } from '@codecourt/contracts';
import type { ContestRow } from '../../db/schema/index.js';
import { appError, catalogueError } from '../../lib/app-error.js';
import { parsed, validate } from '../../lib/validate.js';
import type { ContestRepository } from '../contests/repository.js';
import { CCS_COLLECTIONS } from './ccs-endpoints.js';
import { toCcsContest } from './ccs-objects.js';
import { loadSnapshot } from './ccs-snapshot.js';
import type { CcsSnapshot, SnapshotDeps } from './ccs-snapshot.js';
import { eventFeedQuerySchema, serveEventFeed } from './event-feed.js';
import type { EventFeedDeps } from './event-feed.js';

const contestError = catalogueError(CONTEST_MESSAGES);

/** What /api/ccs answers (the spec's API information). */
export const CCS_API_INFO = {
  version: '2023-06',
  version_url: 'https://ccs-specs.icpc.io/2023-06/contest_api',
  name: 'CodeCourt',
} as const;

/** A contest's id or slug, an object's id: printable identifiers, never anything a query could choke on. */
const ref = z.string().regex(/^[A-Za-z0-9_.-]{1,100}$/);
export const ccsContestParamsSchema = z.object({ id: ref });
export const ccsObjectParamsSchema = z.object({ id: ref, objectId: ref });

export type CcsRoutesDeps = SnapshotDeps & {
  contests: ContestRepository;
  /** requireAuth then requireAdmin. */
  admin: RequestHandler[];
  now: () => Date;
  feed: EventFeedDeps;
};

export function createCcsRoutes(deps: CcsRoutesDeps): Router {
  const router = Router();
  router.use(...deps.admin);

  const contestOf = async (req: Request): Promise<ContestRow> => {
    const { id } = parsed(req, 'params', ccsContestParamsSchema);
    const contest = await deps.contests.findByIdOrSlug(id);
    if (!contest) throw contestError('contestNotFound', 404);
    return contest;
  };
  const snapshotOf = async (req: Request): Promise<CcsSnapshot> =>
    loadSnapshot(deps, await contestOf(req), deps.now());
  const contestParams = validate('params', ccsContestParamsSchema);

  router.get('/', (_req, res) => {
    res.json(CCS_API_INFO);
  });

  router.get('/contests', async (_req, res) => {
    res.json((await deps.contests.listWithCounts()).map(toCcsContest));
  });

  router.get('/contests/:id', contestParams, async (req, res) => {
    res.json(toCcsContest(await contestOf(req)));
  });

  for (const name of ['state', 'scoreboard'] as const)
    router.get(`/contests/:id/${name}`, contestParams, async (req, res) => {
      res.json((await snapshotOf(req))[name]);
    });

  for (const name of CCS_COLLECTIONS) {
    router.get(`/contests/:id/${name}`, contestParams, async (req, res) => {
      res.json((await snapshotOf(req))[name]);
    });
    router.get(
      `/contests/:id/${name}/:objectId`,
      validate('params', ccsObjectParamsSchema),
      async (req, res) => {
        const { objectId } = parsed(req, 'params', ccsObjectParamsSchema);
        const found = (await snapshotOf(req))[name].find((o) => o.id === objectId);
        if (!found) throw appError('notFound', 404);
        res.json(found);
      },
    );
  }

  router.get(
    '/contests/:id/event-feed',
    contestParams,
    validate('query', eventFeedQuerySchema),
    async (req, res) => {
      const contest = await contestOf(req);
      await serveEventFeed(res, contest.id, parsed(req, 'query', eventFeedQuerySchema), deps.feed);
    },
  );

  return router;
}
