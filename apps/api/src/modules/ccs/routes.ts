// /api/ccs: the read endpoints of the ICPC Contest API (ccs-specs 2023-06), admins only. Each answer is
// built from one snapshot of the contest (ccs-snapshot.ts), the jury's view: no freeze hides anything.
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { CONTEST_MESSAGES } from '@codecourt/contracts';
import type { ContestRow } from '../../db/schema/index.js';
import { appError, catalogueError } from '../../lib/app-error.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { RouteDefinition, RouteHandler } from '../../middleware/route-definition.js';
import { requireAdmin } from '../../middleware/require-admin.js';
import type { ContestRepository } from '../contests/repository.js';
import { CCS_COLLECTIONS } from './ccs-endpoints.js';
import type { CcsCollection } from './ccs-endpoints.js';
import { toCcsContest } from './ccs-objects.js';
import { loadSnapshot } from './ccs-snapshot.js';
import type { CcsSnapshot, SnapshotDeps } from './ccs-snapshot.js';
import {
  ccsAccountSchema,
  ccsApiInfoSchema,
  ccsAwardSchema,
  ccsClarificationSchema,
  ccsContestSchema,
  ccsGroupSchema,
  ccsJudgementSchema,
  ccsJudgementTypeSchema,
  ccsLanguageSchema,
  ccsOrganizationSchema,
  ccsPersonSchema,
  ccsProblemSchema,
  ccsRunSchema,
  ccsScoreboardSchema,
  ccsStateSchema,
  ccsSubmissionSchema,
  ccsTeamSchema,
} from './ccs-types.js';
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

const OBJECT_SCHEMAS: Record<CcsCollection, z.ZodType> = {
  'judgement-types': ccsJudgementTypeSchema,
  languages: ccsLanguageSchema,
  problems: ccsProblemSchema,
  groups: ccsGroupSchema,
  organizations: ccsOrganizationSchema,
  persons: ccsPersonSchema,
  accounts: ccsAccountSchema,
  teams: ccsTeamSchema,
  submissions: ccsSubmissionSchema,
  judgements: ccsJudgementSchema,
  runs: ccsRunSchema,
  clarifications: ccsClarificationSchema,
  awards: ccsAwardSchema,
};

/** The event feed's body: one notification a line (ccs-specs 2023-06 "Event feed"). */
const eventFeedSchema = z
  .string()
  .describe(
    'application/x-ndjson: one {"type","id","data","token"} a line (type: contest, judgement-types, languages, problems, groups, organizations, persons, accounts, teams, submissions, judgements, runs, clarifications, awards, state; data null when an object is gone); a bare newline keeps an idle stream alive',
  );

/** Every Contest API route: an admin's read. */
const ADMIN_READ = { method: 'get', access: 'admin' } as const;
const CONTEST_READ = { ...ADMIN_READ, params: ccsContestParamsSchema, errors: [400, 401, 403, 404] };

type CollectionRoute = RouteDefinition & { params: typeof ccsContestParamsSchema };
type ObjectRoute = RouteDefinition & { params: typeof ccsObjectParamsSchema };
/** A collection's list under its name, one of its objects under `<name>/{objectId}`. */
type CollectionRoutes = Record<CcsCollection, CollectionRoute> &
  Record<`${CcsCollection}/{objectId}`, ObjectRoute>;

function collectionRoutes(): CollectionRoutes {
  return Object.fromEntries(
    CCS_COLLECTIONS.flatMap((name) => [
      [
        name,
        {
          ...CONTEST_READ,
          path: `/contests/{id}/${name}`,
          summary: `The contest’s ${name} (Contest API)`,
          success: { status: 200, description: `The ${name}`, schema: z.array(OBJECT_SCHEMAS[name]) },
        } satisfies CollectionRoute,
      ],
      [
        `${name}/{objectId}`,
        {
          ...CONTEST_READ,
          params: ccsObjectParamsSchema,
          path: `/contests/{id}/${name}/{objectId}`,
          summary: `One of the contest’s ${name} by its id (Contest API)`,
          success: { status: 200, description: 'The object', schema: OBJECT_SCHEMAS[name] },
        } satisfies ObjectRoute,
      ],
    ]),
  ) as CollectionRoutes;
}

/**
 * /api/ccs in the OpenAPI document: the ICPC Contest API's read endpoints (docs/ccs-api.md), admins only,
 * by a personal access token as a Bearer token or as a Basic password (ICPC Tools), or by the session.
 */
export const CCS_ROUTES = defineRoutes(
  { prefix: '/ccs', tag: 'ccs' },
  {
    info: {
      ...ADMIN_READ,
      path: '',
      summary: 'Contest API information: the specification version served (2023-06)',
      success: { status: 200, description: 'The API information', schema: ccsApiInfoSchema },
      errors: [401, 403],
    },
    contests: {
      ...ADMIN_READ,
      path: '/contests',
      summary: 'Every contest as a Contest API contest',
      success: { status: 200, description: 'The contests', schema: z.array(ccsContestSchema) },
      errors: [401, 403],
    },
    contest: {
      ...CONTEST_READ,
      path: '/contests/{id}',
      summary: 'One contest (by id or slug) as a Contest API contest',
      success: { status: 200, description: 'The contest', schema: ccsContestSchema },
    },
    state: {
      ...CONTEST_READ,
      path: '/contests/{id}/state',
      summary: 'The contest’s state: started, frozen, ended, thawed, finalized, end of updates',
      success: { status: 200, description: 'The state', schema: ccsStateSchema },
    },
    scoreboard: {
      ...CONTEST_READ,
      path: '/contests/{id}/scoreboard',
      summary: 'The jury’s scoreboard (the truth, also during a freeze)',
      success: { status: 200, description: 'The scoreboard', schema: ccsScoreboardSchema },
    },
    eventFeed: {
      ...CONTEST_READ,
      path: '/contests/{id}/event-feed',
      summary:
        'The event feed: every event (or those after `since_token`), then new ones until the contest is final; `stream=false` ends after the known ones',
      query: eventFeedQuerySchema,
      success: {
        status: 200,
        description: 'NDJSON notifications',
        schema: eventFeedSchema,
        contentType: 'application/x-ndjson',
      },
    },
    ...collectionRoutes(),
  },
);

export type CcsRoutesDeps = SnapshotDeps & {
  contests: ContestRepository;
  /** Signs in by a personal access token sent as a Basic password (ICPC Tools); other requests pass. */
  basicAuth: RequestHandler;
  requireAuth: RequestHandler;
  now: () => Date;
  feed: EventFeedDeps;
};

/** The routes of CCS_ROUTES, mounted at /api. */
export function createCcsRoutes(deps: CcsRoutesDeps): Router {
  const contestOf = async (id: string): Promise<ContestRow> => {
    const contest = await deps.contests.findByIdOrSlug(id);
    if (!contest) throw contestError('contestNotFound', 404);
    return contest;
  };
  const snapshotOf = async (id: string): Promise<CcsSnapshot> =>
    loadSnapshot(deps, await contestOf(id), deps.now());
  const list =
    (name: CcsCollection): RouteHandler<CollectionRoute> =>
    async (_req, res, { params }) => {
      res.json((await snapshotOf(params.id))[name]);
    };
  const one =
    (name: CcsCollection): RouteHandler<ObjectRoute> =>
    async (_req, res, { params }) => {
      const found = (await snapshotOf(params.id))[name].find((o) => o.id === params.objectId);
      if (!found) throw appError('notFound', 404);
      res.json(found);
    };

  const router = Router();
  // Before sign-in, on every path under /ccs: a Basic token is the caller's, as a Bearer one would be.
  router.use('/ccs', deps.basicAuth);
  router.use(
    routerOf(CCS_ROUTES, deps, {
      info: (_req, res) => {
        res.json(CCS_API_INFO);
      },
      contests: async (_req, res) => {
        res.json((await deps.contests.listWithCounts()).map(toCcsContest));
      },
      contest: async (_req, res, { params }) => {
        res.json(toCcsContest(await contestOf(params.id)));
      },
      state: async (_req, res, { params }) => {
        res.json((await snapshotOf(params.id)).state);
      },
      scoreboard: async (_req, res, { params }) => {
        res.json((await snapshotOf(params.id)).scoreboard);
      },
      eventFeed: async (_req, res, { params, query }) => {
        const contest = await contestOf(params.id);
        await serveEventFeed(res, contest.id, query, deps.feed);
      },
      ...(Object.fromEntries(
        CCS_COLLECTIONS.flatMap((name) => [
          [name, list(name)],
          [`${name}/{objectId}`, one(name)],
        ]),
      ) as { [K in keyof CollectionRoutes]: RouteHandler<CollectionRoutes[K]> }),
    }),
  );
  // A path under /ccs that no route answers is still an admin's: others get 401 or 403, never a 404.
  router.use('/ccs', deps.requireAuth, requireAdmin);
  return router;
}
