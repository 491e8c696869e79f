import { z } from 'zod';
import type { RouteDoc } from '../docs/route-table.js';
import { CCS_COLLECTIONS } from './ccs-endpoints.js';
import type { CcsCollection } from './ccs-endpoints.js';
import {
  ccsApiInfoSchema,
  ccsAwardSchema,
  ccsClarificationSchema,
  ccsContestSchema,
  ccsJudgementSchema,
  ccsJudgementTypeSchema,
  ccsLanguageSchema,
  ccsOrganizationSchema,
  ccsProblemSchema,
  ccsRunSchema,
  ccsScoreboardSchema,
  ccsStateSchema,
  ccsSubmissionSchema,
  ccsTeamSchema,
} from './ccs-types.js';
import { eventFeedQuerySchema } from './event-feed.js';
import { ccsContestParamsSchema, ccsObjectParamsSchema } from './routes.js';

const OBJECT_SCHEMAS: Record<CcsCollection, z.ZodType> = {
  'judgement-types': ccsJudgementTypeSchema,
  languages: ccsLanguageSchema,
  problems: ccsProblemSchema,
  organizations: ccsOrganizationSchema,
  teams: ccsTeamSchema,
  submissions: ccsSubmissionSchema,
  judgements: ccsJudgementSchema,
  runs: ccsRunSchema,
  clarifications: ccsClarificationSchema,
  awards: ccsAwardSchema,
};

const ccs = (doc: Omit<RouteDoc, 'tag' | 'access' | 'method'>): RouteDoc => ({
  ...doc,
  method: 'get',
  tag: 'ccs',
  access: 'admin',
});

/** The event feed's body: one notification a line (ccs-specs 2023-06 "Event feed"). */
const eventFeedSchema = z
  .string()
  .describe(
    'application/x-ndjson: one {"type","id","data","token"} a line (type: contest, judgement-types, languages, problems, organizations, teams, submissions, judgements, runs, clarifications, awards, state; data null when an object is gone); a bare newline keeps an idle stream alive',
  );

/**
 * /api/ccs in the OpenAPI document: the ICPC Contest API's read endpoints (docs/ccs-api.md), admins only,
 * by a personal access token as a Bearer token or as a Basic password (ICPC Tools), or by the session.
 */
export const CCS_ROUTE_DOCS: RouteDoc[] = [
  ccs({
    path: '/ccs',
    summary: 'Contest API information: the specification version served (2023-06)',
    success: { status: 200, description: 'The API information', schema: ccsApiInfoSchema },
    errors: [401, 403],
  }),
  ccs({
    path: '/ccs/contests',
    summary: 'Every contest as a Contest API contest',
    success: { status: 200, description: 'The contests', schema: z.array(ccsContestSchema) },
    errors: [401, 403],
  }),
  ccs({
    path: '/ccs/contests/{id}',
    summary: 'One contest (by id or slug) as a Contest API contest',
    params: ccsContestParamsSchema,
    success: { status: 200, description: 'The contest', schema: ccsContestSchema },
    errors: [400, 401, 403, 404],
  }),
  ccs({
    path: '/ccs/contests/{id}/state',
    summary: 'The contest’s state: started, frozen, ended, thawed, finalized, end of updates',
    params: ccsContestParamsSchema,
    success: { status: 200, description: 'The state', schema: ccsStateSchema },
    errors: [400, 401, 403, 404],
  }),
  ccs({
    path: '/ccs/contests/{id}/scoreboard',
    summary: 'The jury’s scoreboard (the truth, also during a freeze)',
    params: ccsContestParamsSchema,
    success: { status: 200, description: 'The scoreboard', schema: ccsScoreboardSchema },
    errors: [400, 401, 403, 404],
  }),
  ccs({
    path: '/ccs/contests/{id}/event-feed',
    summary:
      'The event feed: every event (or those after `since_token`), then new ones until the contest is final; `stream=false` ends after the known ones',
    params: ccsContestParamsSchema,
    query: eventFeedQuerySchema,
    success: {
      status: 200,
      description: 'NDJSON notifications',
      schema: eventFeedSchema,
      contentType: 'application/x-ndjson',
    },
    errors: [400, 401, 403, 404],
  }),
  ...CCS_COLLECTIONS.flatMap((name) => [
    ccs({
      path: `/ccs/contests/{id}/${name}`,
      summary: `The contest’s ${name} (Contest API)`,
      params: ccsContestParamsSchema,
      success: { status: 200, description: `The ${name}`, schema: z.array(OBJECT_SCHEMAS[name]) },
      errors: [400, 401, 403, 404],
    }),
    ccs({
      path: `/ccs/contests/{id}/${name}/{objectId}`,
      summary: `One of the contest’s ${name} by its id (Contest API)`,
      params: ccsObjectParamsSchema,
      success: { status: 200, description: 'The object', schema: OBJECT_SCHEMAS[name] },
      errors: [400, 401, 403, 404],
    }),
  ]),
];
