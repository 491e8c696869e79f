import type { Request, RequestHandler, Router } from 'express';
import {
  planDefinitionSchema,
  planDetailSchema,
  planEnrolmentSchema,
  planListResponseSchema,
} from '@codecourt/contracts';
import type { PlanDetail, PlanEnrolment, PlanSummary } from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { currentUser, signedInUser } from '../../middleware/auth-context.js';
import type { PlanService } from './service.js';

/** /api/plans: public to read; the progress and enrolment are the caller's own; admins edit. */
export const PLAN_ROUTES = defineRoutes(
  { prefix: '/plans', tag: 'practice' },
  {
    list: {
      method: 'get',
      path: '',
      problemRead: {
        viewer: 'the caller (visitor, user, admin)',
        queries: ['keepVisible'],
        note: 'on the steps’ problems',
      },
      summary:
        'The study plans; signed in, also whether the caller is enrolled and how many steps they solved',
      access: 'public',
      signIn: 'optional',
      success: { status: 200, description: 'The plans in their order', schema: planListResponseSchema },
      errors: [],
    },
    detail: {
      method: 'get',
      path: '/{slug}',
      problemRead: {
        viewer: 'the caller (visitor, user, admin)',
        queries: ['keepVisible'],
        note: 'on the steps’ problems',
      },
      summary: 'A study plan’s steps with the caller’s progress and the next problem to solve',
      access: 'public',
      signIn: 'optional',
      success: { status: 200, description: 'The plan', schema: planDetailSchema },
      errors: [404],
    },
    enrol: {
      method: 'post',
      path: '/{slug}/enrol',
      problemRead: { viewer: 'the user', queries: [], note: 'the plan only' },
      summary: 'Enrol the signed-in user in a study plan (enrolling again keeps the first date)',
      access: 'user',
      success: { status: 200, description: 'The enrolment', schema: planEnrolmentSchema },
      errors: [401, 404, 429],
    },
    update: {
      method: 'put',
      path: '/{slug}',
      problemRead: {
        viewer: 'the caller (visitor, user, admin)',
        queries: ['keepVisible'],
        note: 'on the steps’ problems',
      },
      summary: 'Replace a study plan (admin): the same format and checks as the plan files',
      access: 'admin',
      body: planDefinitionSchema,
      success: { status: 200, description: 'The plan as stored', schema: planDetailSchema },
      errors: [400, 401, 403, 404, 429],
    },
  },
);

export type PlanRoutesDeps = {
  plans: PlanService;
  requireAuth: RequestHandler;
  optionalAuth: RequestHandler;
  /** Per-user limit on enrolments and edits (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

const slugOf = (req: Request): string => {
  const slug: unknown = req.params.slug;
  return typeof slug === 'string' ? slug : '';
};

/** The routes of PLAN_ROUTES, mounted at /api. */
export function createPlanRoutes(deps: PlanRoutesDeps): Router {
  const { plans, writeLimiter } = deps;
  return routerOf(PLAN_ROUTES, deps, {
    list: async (req, res) => {
      res.json((await plans.list(currentUser(req))) satisfies PlanSummary[]);
    },
    detail: async (req, res) => {
      res.json((await plans.detail(slugOf(req), currentUser(req))) satisfies PlanDetail);
    },
    enrol: {
      before: [writeLimiter],
      handle: async (req, res) => {
        res.json((await plans.enrol(signedInUser(req).id, slugOf(req))) satisfies PlanEnrolment);
      },
    },
    update: {
      before: [writeLimiter],
      handle: async (req, res, { body }) => {
        res.json((await plans.update(slugOf(req), body, signedInUser(req))) satisfies PlanDetail);
      },
    },
  });
}
