import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import {
  createInterviewRequestSchema,
  idParamSchema,
  interviewListSchema,
  interviewSchema,
  interviewNotesRequestSchema,
  interviewNotesSchema,
  interviewReplayQuerySchema,
  interviewReplaySchema,
  interviewRunEntrySchema,
  interviewRunRequestSchema,
  interviewScorecardRequestSchema,
  interviewScorecardSchema,
  interviewSubmitResultSchema,
  inviteObserverRequestSchema,
  joinInterviewRequestSchema,
} from '@codecourt/contracts';
import { requestId } from '../../lib/request-log.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { InterviewerSide } from './feedback/interviewer-side.js';
import type { Replay } from './replay/replay.js';
import { interviewError } from './room-access.js';
import type { RoomRuns } from './runs/room-runs.js';
import type { InterviewService } from './service.js';

const ROOM_READ = {
  viewer: 'the user',
  queries: ['findRow'],
  note: 'the room’s library problem (id, title, statement) once the user may see it, left out when they may no longer read it in full',
} as const;

/** /api/interviews: mock interview rooms (issue #41 items 1-4 and 6; the peer queue is queue/). */
export const INTERVIEW_ROUTES = defineRoutes(
  { prefix: '/interviews', tag: 'interviews' },
  {
    create: {
      method: 'post',
      path: '',
      summary:
        'Open a room: optional library problem (one the caller may read in full) or a private problem written for it ({title, statement in Markdown, tests?}, shown nowhere else), 15–120 minutes (45 by default), hosted or peer; the caller is its interviewer and gets the join code to pass on. The candidate sees the problem once the room starts',
      access: 'user',
      problemRead: { viewer: 'the user', queries: ['findRow', 'accessOf'] },
      body: createInterviewRequestSchema,
      success: { status: 201, description: 'The new room, waiting', schema: interviewSchema },
      errors: [400, 401, 404, 413, 422, 429],
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
      summary:
        'The interviewer adds a user as an observer (they watch the document, read-only): `{userId}`, or `{handle}` of a public profile (404 for a private one, which is invited by id)',
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
      summary:
        'The interviewer (in a peer room, either peer) ends the room: status ended, the shared document read-only from then on',
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
    run: {
      method: 'post',
      path: '/{id}/run',
      summary:
        'A participant (not an observer) runs the room’s current code and language, as the server’s copy of the document holds them, on the problem’s samples (a private problem: its tests) or on `input`, while the room is running. The result, the usual run shape, is appended to the document’s Y.Array("runs"), so every participant sees it live and the replay keeps it; rate-limited like Run',
      access: 'user',
      problemRead: { viewer: 'the user (as a user)', queries: ['findForJudging', 'referenceSolutionsOf'] },
      params: idParamSchema,
      body: interviewRunRequestSchema,
      success: {
        status: 200,
        description: 'The run, as appended to the document',
        schema: interviewRunEntrySchema,
      },
      errors: [400, 401, 403, 404, 409, 413, 429, 503],
    },
    submit: {
      method: 'post',
      path: '/{id}/submit',
      summary:
        'The interviewer judges the room’s current code on every test of its library problem, hidden ones by their verdict only, while running or after the end; the verdict is answered to them alone, nothing is stored or shared',
      access: 'user',
      problemRead: { viewer: 'the user', queries: ['findForJudging'] },
      params: idParamSchema,
      success: { status: 200, description: 'The verdict', schema: interviewSubmitResultSchema },
      errors: [400, 401, 403, 404, 409, 413, 429, 503],
    },
    notes: {
      method: 'get',
      path: '/{id}/notes',
      summary:
        'The interviewer’s private notes on the room (in a peer room, each peer’s own); 403 for its other participants',
      access: 'user',
      params: idParamSchema,
      success: { status: 200, description: 'The notes', schema: interviewNotesSchema },
      errors: [401, 403, 404],
    },
    writeNotes: {
      method: 'put',
      path: '/{id}/notes',
      summary:
        'The interviewer (in a peer room, either peer) replaces their private notes (never in the shared document nor shown to anyone else)',
      access: 'user',
      params: idParamSchema,
      body: interviewNotesRequestSchema,
      success: { status: 200, description: 'The notes', schema: interviewNotesSchema },
      errors: [400, 401, 403, 404, 429],
    },
    scorecard: {
      method: 'get',
      path: '/{id}/scorecard',
      summary:
        'The scorecard: the interviewer’s own; the candidate’s only once the interviewer shared it (404 before); observers 403',
      access: 'user',
      params: idParamSchema,
      success: { status: 200, description: 'The scorecard', schema: interviewScorecardSchema },
      errors: [401, 403, 404],
    },
    writeScorecard: {
      method: 'put',
      path: '/{id}/scorecard',
      summary:
        'The interviewer writes the scorecard once the room has started: four scores 1–4, a recommendation and feedback; `shared: true` shows it to the candidate (false hides it again)',
      access: 'user',
      params: idParamSchema,
      body: interviewScorecardRequestSchema,
      success: { status: 200, description: 'The scorecard', schema: interviewScorecardSchema },
      errors: [400, 401, 403, 404, 409, 429],
    },
    replay: {
      method: 'get',
      path: '/{id}/replay',
      summary:
        'After the end, to the room’s participants and observers (409 before): every stored update of the document in order, with the time the server took it, base64; at most 5000 a page, `nextAfter` as `after` for the next',
      access: 'user',
      params: idParamSchema,
      query: interviewReplayQuerySchema,
      success: { status: 200, description: 'A page of the replay', schema: interviewReplaySchema },
      errors: [400, 401, 404, 409],
    },
  },
);

export type InterviewRoutesDeps = {
  interviews: InterviewService;
  runs: RoomRuns;
  interviewerSide: InterviewerSide;
  replay: Replay;
  /** Run and submit: the normal Run's limiter (judging costs CPU). */
  runLimiter: RequestHandler;
  /** Notes are saved as they are typed: the autosave's limiter. */
  notesLimiter: RequestHandler;
  requireAuth: RequestHandler;
  /** Per user, on opening a room, inviting and writing the scorecard (a row each). */
  writeLimiter: RequestHandler;
  /** Wrong join codes, per user and room (the contests' access-code limiter). */
  joinLimiter: RequestHandler;
};

/** The routes of INTERVIEW_ROUTES, mounted at /api. */
export function createInterviewRoutes(deps: InterviewRoutesDeps): Router {
  const { interviews, runs, interviewerSide, replay } = deps;
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
        res.json(await interviews.inviteObserver(params.id, body, signedInUser(req)));
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
    run: {
      before: [deps.runLimiter],
      handle: async (req, res, { params, body }) => {
        res.json(await runs.run(params.id, body.input, signedInUser(req), requestId(req)));
      },
    },
    submit: {
      before: [deps.runLimiter],
      handle: async (req, res, { params }) => {
        res.json(await runs.submit(params.id, signedInUser(req), requestId(req)));
      },
    },
    notes: async (req, res, { params }) => {
      res.json(await interviewerSide.notes(params.id, signedInUser(req)));
    },
    writeNotes: {
      before: [deps.notesLimiter],
      handle: async (req, res, { params, body }) => {
        res.json(await interviewerSide.writeNotes(params.id, body.text, signedInUser(req)));
      },
    },
    scorecard: async (req, res, { params }) => {
      res.json(await interviewerSide.scorecard(params.id, signedInUser(req)));
    },
    writeScorecard: {
      before: [deps.writeLimiter],
      handle: async (req, res, { params, body }) => {
        res.json(await interviewerSide.writeScorecard(params.id, body, signedInUser(req)));
      },
    },
    replay: async (req, res, { params, query }) => {
      res.json(await replay.page(params.id, query, signedInUser(req)));
    },
  });
}
