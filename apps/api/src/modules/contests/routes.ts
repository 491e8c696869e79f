import type { Request, RequestHandler, Router } from 'express';
import { z } from 'zod';
import {
  CONTEST_MESSAGES as M,
  announcementRequestSchema,
  answerRequestSchema,
  clarificationListResponseSchema,
  clarificationRequestSchema,
  clarificationSchema,
  contestDetailSchema,
  contestInputSchema,
  contestLibraryVisibilitySchema,
  contestListResponseSchema,
  contestSubmitRequestSchema,
  contestSubmitResponseSchema,
  deleteContestResponseSchema,
  participantUpdateResponseSchema,
  participantUpdateSchema,
  problemSchema,
  registerRequestSchema,
  registerResponseSchema,
  runRequestSchema,
  runResponseSchema,
  scoreboardEventsQuerySchema,
  scoreboardQuerySchema,
  scoreboardSchema,
  startWindowResponseSchema,
  submitQuerySchema,
  unfreezeResponseSchema,
  revealRequestSchema,
  revealStateSchema,
} from '@codecourt/contracts';
import type { DeleteContestResponse, RegisterResponse, ScoreboardQuery } from '@codecourt/contracts';
import { catalogueError } from '../../lib/app-error.js';
import { requestId } from '../../lib/request-log.js';
import { sendSerialisedJson } from '../../lib/send-serialised-json.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { currentUser, signedInUser } from '../../middleware/auth-context.js';
import { idempotencyKeyOf, limitCodeSize, waitsForVerdict } from '../submissions/routes.js';
import type { BoardStore } from './board-store.js';
import { toContestSubmitResponse } from './contest-json.js';
import type { LibraryVisibility } from './library-visibility.js';
import type { ParticipantService } from './participant-service.js';
import type { ScoreboardEvents } from './scoreboard-events.js';
import type { ContestService } from './service.js';

const contestError = catalogueError(M);

/** The scoreboard stream's body (contracts' scoreboardRowsEventSchema, scoreboardBoardEventSchema, clarificationSchema). */
const scoreboardEventStreamSchema = z
  .string()
  .describe(
    'text/event-stream: `event: rows` with {contestId, frozen, updatedAt, total, rows} holding the rows of the viewer’s board that changed (a frozen result stays pending on the public board); a change that moves too many rows to list goes to a stream that named its `page` (and `limit`, `category`) as that page whole, `page` set and `rows` replacing the page’s rows, then as {…, rows: [], me} when the viewer’s own row changed (a stream without a page is told nothing: it shows no board); `event: board` with {contestId, frozen, updatedAt} when the board changed as a whole (fetch it again); `event: clarification` with an answer the viewer may read (admins: every question too); `event: announcement`. Comment lines are heartbeats.',
  );

/** /api/contests (issue #22 item 2). */
export const CONTEST_ROUTES = defineRoutes(
  { prefix: '/contests', tag: 'contests' },
  {
    list: {
      method: 'get',
      path: '',
      summary: 'Every contest, latest start first, with its status and whether the caller is registered',
      access: 'public',
      signIn: 'optional',
      success: { status: 200, description: 'The contests', schema: contestListResponseSchema },
      errors: [],
    },
    create: {
      method: 'post',
      path: '',
      summary: 'Create a contest with its ordered problem set',
      access: 'admin',
      body: contestInputSchema,
      success: { status: 201, description: 'The contest', schema: contestDetailSchema },
      errors: [400, 401, 403, 409],
    },
    libraryVisibility: {
      method: 'get',
      path: '/library/problem-visibility',
      summary:
        'The library problems that are not public today (secret, or new and tried only by admins): the contest editor asks whether to keep any other problem public',
      access: 'admin',
      success: {
        status: 200,
        description: 'The secret problems (left out of the problem list) and the new problems’ ids',
        schema: contestLibraryVisibilitySchema,
      },
      errors: [401, 403],
    },
    detail: {
      method: 'get',
      path: '/{id}',
      problemRead: {
        viewer: 'the caller',
        queries: ['keepVisible'],
        note: 'at `contest` access or more (a running contest’s participant), after the contest’s own clock',
      },
      summary:
        'One contest, by its id or slug; its problems are empty for non-admins before it starts (in a windowed contest: before their window opens)',
      access: 'public',
      signIn: 'optional',
      success: { status: 200, description: 'The contest', schema: contestDetailSchema },
      errors: [404],
    },
    update: {
      method: 'put',
      path: '/{id}',
      summary: 'Rewrite a contest (the whole body); its board is re-scored',
      access: 'admin',
      body: contestInputSchema,
      success: { status: 200, description: 'The contest', schema: contestDetailSchema },
      errors: [400, 401, 403, 404, 409],
    },
    remove: {
      method: 'delete',
      path: '/{id}',
      summary: 'Delete a contest (its submissions stay as practice submissions)',
      access: 'admin',
      success: { status: 200, description: 'Deleted', schema: deleteContestResponseSchema },
      errors: [401, 403, 404],
    },
    unfreeze: {
      method: 'post',
      path: '/{id}/unfreeze',
      summary: 'Lift the freeze: the public board becomes the truth (the web app then reveals it row by row)',
      access: 'admin',
      success: { status: 200, description: 'Unfrozen', schema: unfreezeResponseSchema },
      errors: [401, 403, 404, 409],
    },
    reveal: {
      method: 'post',
      path: '/{id}/reveal',
      summary:
        'The resolver-style reveal of the frozen board after the contest (issue #36): show the first `step` hidden cells, each step revealing the lowest-placed row’s leftmost hidden cell; a step back undoes one; the last step lifts the freeze. 409 before the end or when the board is not frozen; 400 for a step past the last',
      access: 'admin',
      body: revealRequestSchema,
      success: { status: 200, description: 'Where the reveal stands', schema: revealStateSchema },
      errors: [400, 401, 403, 404, 409],
    },
    register: {
      method: 'post',
      path: '/{id}/register',
      summary:
        'Register (with the access code when the contest asks for one); too many wrong codes at one contest answer 429 with Retry-After. In a team contest (teamSize > 1) a member registers one of their teams (`teamId`), every member with it: 400 without a team (or with one in an individual contest), 403 for a team the caller is not in, 409 for a team larger than teamSize or with a member already in another team registered for the contest',
      access: 'user',
      body: registerRequestSchema,
      success: { status: 200, description: '{registered: true}', schema: registerResponseSchema },
      errors: [400, 401, 403, 404, 409, 429],
    },
    unregister: {
      method: 'delete',
      path: '/{id}/register',
      summary: 'Unregister, before the contest has started for the caller',
      access: 'user',
      success: { status: 200, description: '{registered: false}', schema: registerResponseSchema },
      errors: [401, 403, 404, 409],
    },
    updateParticipant: {
      method: 'patch',
      path: '/{id}/participants/{userId}',
      summary:
        'Move a participant to another of the contest’s categories (issue #36); in a team contest `userId` may be any member of the registered team or the team’s own id, and the team moves. The boards show it at once. 400 for a category the contest does not have; 404 when the user is not registered',
      access: 'admin',
      body: participantUpdateSchema,
      success: { status: 200, description: 'The new category', schema: participantUpdateResponseSchema },
      errors: [400, 401, 403, 404],
    },
    removeParticipant: {
      method: 'delete',
      path: '/{id}/participants/{userId}',
      summary:
        'Remove a registration (in a team contest the team of member `userId`, or of team id `userId`) before or during the contest: its row leaves every board, its submissions stay stored but count nowhere, and the user may register again while registration is open. 409 once the contest has ended (disqualify instead) or for a disqualified participant (the record stays); 404 when the user is not registered',
      access: 'admin',
      success: { status: 204, description: 'Removed', schema: z.undefined() },
      errors: [401, 403, 404, 409],
    },
    start: {
      method: 'post',
      path: '/{id}/start',
      summary: 'Open the caller’s personal window in a windowed contest',
      access: 'user',
      success: { status: 200, description: 'The window', schema: startWindowResponseSchema },
      errors: [401, 403, 404, 409],
    },
    problem: {
      method: 'get',
      path: '/{id}/problems/{label}',
      problemRead: {
        viewer: 'the caller, after the contest’s own checks',
        queries: ['findStatement'],
        note: 'solutions, editorial and video only with `full` access once the contest ended, or for an admin',
      },
      summary:
        'A contest problem’s statement for its participants during their window (no reference solutions or video until the end)',
      access: 'public',
      signIn: 'optional',
      success: { status: 200, description: 'The problem', schema: problemSchema },
      errors: [403, 404],
    },
    submit: {
      method: 'post',
      path: '/{id}/submit/{label}',
      problemRead: {
        viewer: 'system, after the contest’s checks',
        queries: ['system', 'findForJudging'],
        note: 'contest judging after the contest checks',
      },
      summary:
        'Submit to a contest problem during the caller’s window: the practice submit’s answer (200, or 202 while judging) plus contestId and label; IOI contests judge every test',
      access: 'user',
      query: submitQuerySchema,
      body: contestSubmitRequestSchema,
      success: { status: 200, description: 'The judged submission', schema: contestSubmitResponseSchema },
      errors: [400, 401, 403, 404, 413, 429, 503],
    },
    run: {
      method: 'post',
      path: '/{id}/run/{label}',
      problemRead: {
        viewer: 'system, after the contest’s checks',
        queries: ['system', 'findForJudging'],
        note: 'contest judging after the contest checks',
      },
      summary: 'Run code on a contest problem’s visible tests (or custom input) during the caller’s window',
      access: 'user',
      body: runRequestSchema,
      success: { status: 200, description: 'The run result', schema: runResponseSchema },
      errors: [400, 401, 403, 404, 413, 429, 503],
    },
    scoreboard: {
      method: 'get',
      path: '/{id}/scoreboard',
      summary:
        'A page of the scoreboard; during a freeze results of later tries are pending on it. Admins may ask `view=jury` for the truth',
      access: 'public',
      signIn: 'optional',
      query: scoreboardQuerySchema,
      success: { status: 200, description: 'The board', schema: scoreboardSchema },
      errors: [400, 403, 404],
    },
    scoreboardEvents: {
      method: 'get',
      path: '/{id}/scoreboard/events',
      summary:
        'Changed rows of the scoreboard, answers and announcements as server-sent events; `page` names the page the viewer shows',
      access: 'public',
      signIn: 'optional',
      query: scoreboardEventsQuerySchema,
      success: {
        status: 200,
        description: 'The board’s changes as server-sent events',
        schema: scoreboardEventStreamSchema,
        contentType: 'text/event-stream',
      },
      errors: [400, 403, 404, 429],
    },
    ask: {
      method: 'post',
      path: '/{id}/clarifications',
      summary: 'Ask a question (about a problem by its label, or in general)',
      access: 'user',
      body: clarificationRequestSchema,
      success: { status: 201, description: 'The question', schema: clarificationSchema },
      errors: [400, 401, 403, 404, 429],
    },
    clarifications: {
      method: 'get',
      path: '/{id}/clarifications',
      summary: 'The caller’s questions and every broadcast answer and announcement (admins: all)',
      access: 'user',
      success: { status: 200, description: 'Oldest first', schema: clarificationListResponseSchema },
      errors: [401, 404],
    },
    answer: {
      method: 'post',
      path: '/{id}/clarifications/{clarificationId}/answer',
      summary: 'Answer a question, to its asker or to everyone (broadcast)',
      access: 'admin',
      body: answerRequestSchema,
      success: { status: 200, description: 'The answered question', schema: clarificationSchema },
      errors: [400, 401, 403, 404],
    },
    announce: {
      method: 'post',
      path: '/{id}/announcements',
      summary: 'Announce something to every participant',
      access: 'admin',
      body: announcementRequestSchema,
      success: { status: 201, description: 'The announcement', schema: clarificationSchema },
      errors: [400, 401, 403, 404],
    },
  },
);

export type ContestRoutesDeps = {
  contests: ContestService;
  /** An organiser's actions on one registration (category, removal). */
  participants: ParticipantService;
  boards: BoardStore;
  events: ScoreboardEvents;
  requireAuth: RequestHandler;
  optionalAuth: RequestHandler;
  /** The same per-user count as practice run and submit: judging costs the same. */
  submissionLimiter: RequestHandler;
  /** Per user, on asking a clarification. */
  clarificationLimiter: RequestHandler;
  /** Per client, on opening a scoreboard stream (a held connection). */
  eventsLimiter: RequestHandler;
  /** Per user and contest, on registering: wrong access codes (access-code-limiter.ts). */
  accessCodeLimiter: RequestHandler;
  libraryVisibility: LibraryVisibility;
};

const id = (req: Request) => String(req.params.id);
const label = (req: Request) => String(req.params.label);
const userId = (req: Request) => String(req.params.userId);

/** The routes of CONTEST_ROUTES, mounted at /api. */
export function createContestRoutes(deps: ContestRoutesDeps): Router {
  const { contests, boards } = deps;
  const judged = { before: [deps.submissionLimiter], after: [limitCodeSize] };
  const viewOf = (req: Request, { view }: Pick<ScoreboardQuery, 'view'>) => {
    if (view === 'jury' && currentUser(req)?.role !== 'admin') throw contests.forbiddenJury();
    return view;
  };

  return routerOf(CONTEST_ROUTES, deps, {
    list: async (req, res) => {
      res.json(await contests.list(currentUser(req)));
    },
    create: async (req, res, { body }) => {
      res.status(201).json(await contests.create(body, signedInUser(req)));
    },
    libraryVisibility: async (_req, res) => {
      res.json(await deps.libraryVisibility());
    },
    detail: async (req, res) => {
      res.json(await contests.detail(id(req), currentUser(req)));
    },
    update: async (req, res, { body }) => {
      res.json(await contests.update(id(req), body, signedInUser(req)));
    },
    remove: async (req, res) => {
      await contests.remove(id(req));
      res.json({ success: true, message: M.contestDeleted } satisfies DeleteContestResponse);
    },
    unfreeze: async (req, res) => {
      await contests.unfreeze(id(req));
      res.json({ frozen: false });
    },
    reveal: async (req, res, { body }) => {
      res.json(await contests.reveal(id(req), body.step));
    },
    register: {
      before: [deps.accessCodeLimiter],
      handle: async (req, res, { body }) => {
        await contests.register(id(req), signedInUser(req), body);
        res.json({ registered: true } satisfies RegisterResponse);
      },
    },
    unregister: async (req, res) => {
      await contests.unregister(id(req), signedInUser(req));
      res.json({ registered: false } satisfies RegisterResponse);
    },
    updateParticipant: async (req, res, { body }) => {
      res.json(await deps.participants.changeCategory(id(req), userId(req), body.category));
    },
    removeParticipant: async (req, res) => {
      await deps.participants.remove(id(req), userId(req));
      res.status(204).end();
    },
    start: async (req, res) => {
      res.json(await contests.start(id(req), signedInUser(req)));
    },
    problem: async (req, res) => {
      res.json(await contests.problem(id(req), label(req), currentUser(req)));
    },
    submit: {
      ...judged,
      handle: async (req, res, { body }) => {
        const outcome = await contests.submit(id(req), label(req), signedInUser(req), body, {
          idempotencyKey: idempotencyKeyOf(req),
          wait: waitsForVerdict(req),
          requestId: requestId(req),
        });
        res.status(outcome.status).json(toContestSubmitResponse(outcome));
      },
    },
    run: {
      ...judged,
      handle: async (req, res, { body }) => {
        const options = { idempotencyKey: idempotencyKeyOf(req), requestId: requestId(req) };
        res.json(await contests.run(id(req), label(req), signedInUser(req), body, options));
      },
    },
    scoreboard: async (req, res, { query }) => {
      const view = viewOf(req, query);
      // The board store knows its contests' ids and slugs: a page read costs no query.
      const document = await boards.page(
        id(req),
        view,
        query.page,
        query.limit,
        currentUser(req)?.id,
        query.category,
      );
      if (!document) throw contestError('contestNotFound', 404);
      sendSerialisedJson(req, res, document);
    },
    scoreboardEvents: {
      before: [deps.eventsLimiter],
      handle: async (req, res, { query }) => {
        const view = viewOf(req, query);
        const user = currentUser(req);
        const viewer = {
          view,
          viewerId: user?.id ?? '',
          isAdmin: user?.role === 'admin',
          ...(query.page === undefined
            ? {}
            : { page: { number: query.page, limit: query.limit, category: query.category } }),
        };
        if (!(await deps.events(id(req), viewer, res))) throw contestError('contestNotFound', 404);
      },
    },
    ask: {
      before: [deps.clarificationLimiter],
      handle: async (req, res, { body }) => {
        res.status(201).json(await contests.ask(id(req), signedInUser(req), body));
      },
    },
    clarifications: async (req, res) => {
      res.json(await contests.clarifications(id(req), signedInUser(req)));
    },
    answer: async (req, res, { body }) => {
      const clarificationId = String(req.params.clarificationId);
      if (!/^[0-9a-f-]{36}$/i.test(clarificationId)) throw contestError('clarificationNotFound', 404);
      res.json(await contests.answer(id(req), clarificationId, body));
    },
    announce: async (req, res, { body }) => {
      res.status(201).json(await contests.announce(id(req), body.text));
    },
  });
}
