import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import {
  createInterviewRequestSchema,
  idParamSchema,
  interviewListSchema,
  interviewSchema,
  inviteObserverRequestSchema,
  INTERVIEW_MESSAGES,
  joinInterviewRequestSchema,
} from '@codecourt/contracts';
import { catalogueError } from '../../lib/app-error.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { InterviewService } from './service.js';

const interviewError = catalogueError(INTERVIEW_MESSAGES);

const ROOM_READ = {
  viewer: 'the user',
  queries: ['accessOf'],
  note: 'the room’s problem id only, left out when the user may no longer read it',
} as const;

/** /api/interviews: mock interview rooms (issue #41 items 1 and 2). */
export const INTERVIEW_ROUTES = defineRoutes(
  { prefix: '/interviews', tag: 'interviews' },
  {
    create: {
      method: 'post',
      path: '',
      summary:
        'Open a room: optional problem (one the caller may read in full), 15–120 minutes (45 by default), hosted or peer; the caller is its interviewer and gets the join code to pass on',
      access: 'user',
      problemRead: { viewer: 'the user', queries: ['findRow', 'accessOf'] },
      body: createInterviewRequestSchema,
      success: { status: 201, description: 'The new room, waiting', schema: interviewSchema },
      errors: [400, 401, 404, 429],
    },
    list: {
      method: 'get',
      path: '',
      summary: 'The rooms the caller is in, newest first (50 at most)',
      access: 'user',
      problemRead: ROOM_READ,
      success: { status: 200, description: 'The rooms', schema: interviewListSchema },
      errors: [401],
    },
    get: {
      method: 'get',
      path: '/{id}',
      summary: 'A room the caller is in (any other reads as missing)',
      access: 'user',
      problemRead: ROOM_READ,
      params: idParamSchema,
      success: { status: 200, description: 'The room', schema: interviewSchema },
      errors: [401, 404],
    },
    join: {
      method: 'post',
      path: '/{id}/join',
      summary:
        'Join a room by its code as its candidate; a third person is refused (403) unless invited as an observer. Wrong codes are counted per user and room (429 when guessed)',
      access: 'user',
      problemRead: ROOM_READ,
      params: idParamSchema,
      body: joinInterviewRequestSchema,
      success: { status: 200, description: 'The room', schema: interviewSchema },
      errors: [400, 401, 403, 404, 409, 429],
    },
    inviteObserver: {
      method: 'post',
      path: '/{id}/observers',
      summary: 'The interviewer adds a user as an observer (they watch the document, read-only)',
      access: 'user',
      problemRead: ROOM_READ,
      params: idParamSchema,
      body: inviteObserverRequestSchema,
      success: { status: 200, description: 'The room', schema: interviewSchema },
      errors: [400, 401, 403, 404, 409, 429],
    },
    start: {
      method: 'post',
      path: '/{id}/start',
      summary: 'The interviewer starts the clock: status running, startedAt set (409 unless waiting)',
      access: 'user',
      problemRead: ROOM_READ,
      params: idParamSchema,
      success: { status: 200, description: 'The running room', schema: interviewSchema },
      errors: [401, 403, 404, 409],
    },
    end: {
      method: 'post',
      path: '/{id}/end',
      summary: 'The interviewer ends the room: status ended, the shared document read-only from then on',
      access: 'user',
      problemRead: ROOM_READ,
      params: idParamSchema,
      success: { status: 200, description: 'The ended room', schema: interviewSchema },
      errors: [401, 403, 404, 409],
    },
    sync: {
      method: 'get',
      path: '/{id}/sync',
      summary:
        'The room’s shared document: a WebSocket upgrade speaking the y-websocket protocol (Yjs sync and awareness), with Y.Text("code") and Y.Map("meta") (language). Signed in by the session cookie or Authorization: Bearer; anyone not in the room is refused (401, 403 or 404) before any byte of it. A plain GET answers 426',
      access: 'user',
      params: idParamSchema,
      success: {
        status: 101,
        description: 'Switching protocols: binary y-websocket messages both ways',
        schema: z.string(),
        contentType: 'application/octet-stream',
      },
      errors: [401, 403, 404, 426],
    },
  },
);

export type InterviewRoutesDeps = {
  interviews: InterviewService;
  requireAuth: RequestHandler;
  /** Per user, on opening a room and inviting (a row each). */
  writeLimiter: RequestHandler;
  /** Wrong join codes, per user and room (the contests' access-code limiter). */
  joinLimiter: RequestHandler;
};

/** The routes of INTERVIEW_ROUTES, mounted at /api. */
export function createInterviewRoutes(deps: InterviewRoutesDeps): Router {
  const { interviews } = deps;
  return routerOf(INTERVIEW_ROUTES, deps, {
    create: {
      before: [deps.writeLimiter],
      handle: async (req, res, { body }) => {
        res.status(201).json(await interviews.create(body, signedInUser(req)));
      },
    },
    list: async (req, res) => {
      res.json(await interviews.list(signedInUser(req)));
    },
    get: async (req, res, { params }) => {
      res.json(await interviews.get(params.id, signedInUser(req)));
    },
    join: {
      before: [deps.joinLimiter],
      handle: async (req, res, { params, body }) => {
        res.json(await interviews.join(params.id, body.joinCode, signedInUser(req)));
      },
    },
    inviteObserver: {
      before: [deps.writeLimiter],
      handle: async (req, res, { params, body }) => {
        res.json(await interviews.inviteObserver(params.id, body.userId, signedInUser(req)));
      },
    },
    start: async (req, res, { params }) => {
      res.json(await interviews.start(params.id, signedInUser(req)));
    },
    end: async (req, res, { params }) => {
      res.json(await interviews.end(params.id, signedInUser(req)));
    },
    // The upgrade is answered by the server before Express (sync/sync-upgrade.ts); a plain GET lands here.
    sync: async (req, res, { params }) => {
      await interviews.get(params.id, signedInUser(req));
      res.set('Upgrade', 'websocket');
      throw interviewError('upgradeRequired', 426);
    },
  });
}
