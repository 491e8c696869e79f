import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import {
  createTeamRequestSchema,
  joinTeamRequestSchema,
  idParamSchema,
  teamListSchema,
  teamMemberParamSchema,
  teamSchema,
} from '@codecourt/contracts';
import { signedInUser } from '../../middleware/auth-context.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { TeamService } from './service.js';

/** /api/teams: teams and their members (issue #36 item 1); team contests build on them. */
export const TEAM_ROUTES = defineRoutes(
  { prefix: '/teams', tag: 'teams' },
  {
    create: {
      method: 'post',
      path: '',
      summary:
        'Create a team: a name unique in any case (1–60 characters), an optional affiliation and ISO 3166-1 alpha-3 country; the caller is its captain and gets the invite code to pass on',
      access: 'user',
      body: createTeamRequestSchema,
      success: { status: 201, description: 'The new team', schema: teamSchema },
      errors: [400, 401, 409, 429],
    },
    mine: {
      method: 'get',
      path: '/mine',
      summary: 'The teams the caller is a member of, oldest first, with their invite codes',
      access: 'user',
      success: { status: 200, description: 'The teams', schema: teamListSchema },
      errors: [401],
    },
    join: {
      method: 'post',
      path: '/{id}/join',
      summary:
        'Join a team by its invite code (at most 5 members). A wrong code and an unknown team answer the same 403, counted per user and team (429 when guessed); already a member or a full team is 409',
      access: 'user',
      params: idParamSchema,
      body: joinTeamRequestSchema,
      success: { status: 200, description: 'The team', schema: teamSchema },
      errors: [400, 401, 403, 409, 429],
    },
    removeMember: {
      method: 'delete',
      path: '/{id}/members/{userId}',
      summary:
        'Leave a team, or as its captain remove a member (anyone else is refused, 403). A leaving captain hands over to the longest-standing member; the last member out deletes the team',
      access: 'user',
      params: teamMemberParamSchema,
      success: { status: 204, description: 'The member is out', schema: z.undefined() },
      errors: [400, 401, 403, 404],
    },
  },
);

export type TeamRoutesDeps = {
  teams: TeamService;
  requireAuth: RequestHandler;
  /** Per user, on creating a team (two rows each). */
  writeLimiter: RequestHandler;
  /** Refused joins, per user and team (the contests' access-code limiter). */
  joinLimiter: RequestHandler;
};

/** The routes of TEAM_ROUTES, mounted at /api. */
export function createTeamRoutes(deps: TeamRoutesDeps): Router {
  const { teams } = deps;
  return routerOf(TEAM_ROUTES, deps, {
    create: {
      before: [deps.writeLimiter],
      handle: async (req, res, { body }) => {
        res.status(201).json(await teams.create(body, signedInUser(req)));
      },
    },
    mine: async (req, res) => {
      res.json(await teams.mine(signedInUser(req)));
    },
    join: {
      before: [deps.joinLimiter],
      handle: async (req, res, { params, body }) => {
        res.json(await teams.join(params.id, body.inviteCode, signedInUser(req)));
      },
    },
    removeMember: async (req, res, { params }) => {
      await teams.removeMember(params.id, params.userId, signedInUser(req));
      res.status(204).end();
    },
  });
}
