import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { problemListResponseSchema, problemSchema, problemStatsResponseSchema } from '@codecourt/contracts';
import { appError, fieldError } from '../../lib/app-error.js';
import { sendSerialisedJson, type SerialisedJson } from '../../lib/send-serialised-json.js';
import { defineRoutes } from '../../middleware/route-definition.js';
import type { PublicProblemDocuments } from './public-documents.js';

/**
 * /api/problem's public reads. `{id}` takes the problem's uuid or its package slug. Answered by the plain
 * middleware below, not by a router: the paths it compares are these.
 */
export const PUBLIC_PROBLEM_ROUTES = defineRoutes(
  { prefix: '/problem', tag: 'problem' },
  {
    list: {
      method: 'get',
      path: '/getAllProblem',
      problemRead: { viewer: 'VISITOR (one answer cached for everyone)', queries: ['listSummaries'] },
      summary: 'Every problem of the library (_id, title, difficulty, tags)',
      access: 'public',
      success: { status: 200, description: 'The problem list', schema: problemListResponseSchema },
      errors: [],
    },
    stats: {
      method: 'get',
      path: '/stats',
      problemRead: { viewer: 'VISITOR (one answer cached for everyone)', queries: ['stats'] },
      summary: 'Per problem: submissions, accepted submissions and how many users solved it',
      access: 'public',
      success: { status: 200, description: 'One row per problem', schema: problemStatsResponseSchema },
      errors: [],
    },
    problem: {
      method: 'get',
      path: '/problemById/{id}',
      problemRead: { viewer: 'VISITOR (one answer cached for everyone)', queries: ['findView'] },
      summary: 'One problem with its samples, starter code and reference solutions (never its hidden tests)',
      access: 'public',
      success: { status: 200, description: 'The problem', schema: problemSchema },
      errors: [404],
    },
  },
);

/** A declared path as routedPath() gives it: under /api, lower-cased. */
const routed = (path: string) => `/api${PUBLIC_PROBLEM_ROUTES.prefix}${path}`.toLowerCase();
const { list, stats: statsRoute, problem } = PUBLIC_PROBLEM_ROUTES.routes;
const STATS_PATH = routed(statsRoute.path);
const LIST_PATH = routed(list.path);
const PROBLEM_PREFIX = routed(problem.path.replace('{id}', ''));

/** The declared URLs, as clients write them: the only forms the public-read lane answers. */
const LIST_URL = `/api${PUBLIC_PROBLEM_ROUTES.prefix}${list.path}`;
const PROBLEM_URL_PREFIX = `/api${PUBLIC_PROBLEM_ROUTES.prefix}${problem.path.replace('{id}', '')}`;
/** An id that decodes to itself (uuids, slugs): any other form is left to the route below. */
const PLAIN_ID = /^[\w-]+$/;

/**
 * The public-read lane's lookup (middleware/public-read-lane.ts): the built answer for a request's URL
 * when it is exactly a list or problem URL and its document is cached; undefined sends it through Express
 * (another spelling of the path, a query, a problem not cached yet or unknown), where the route below
 * answers the same document.
 */
export function publicProblemLookup(documents: PublicProblemDocuments) {
  return (url: string): SerialisedJson | undefined => {
    if (url === LIST_URL) return documents.peekList();
    if (!url.startsWith(PROBLEM_URL_PREFIX)) return undefined;
    const id = url.slice(PROBLEM_URL_PREFIX.length);
    return PLAIN_ID.test(id) ? documents.peekProblem(id) : undefined;
  };
}

/** The path as Express's default routing compares it: case-insensitive, one trailing slash ignored. */
function routedPath(req: Request): string {
  const path = req.path.toLowerCase();
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The `{id}` segment of /problemById/{id}, decoded, or undefined when the path is not that route. */
function problemIdOf(req: Request, path: string): string | undefined {
  if (!path.startsWith(PROBLEM_PREFIX) || path.length === PROBLEM_PREFIX.length) return undefined;
  // The id keeps its case: it comes from the raw path, not the lowered one.
  const raw = req.path.slice(PROBLEM_PREFIX.length).replace(/\/$/, '');
  if (raw.includes('/')) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw fieldError(`Failed to decode param '${raw}'`);
  }
}

/**
 * GET /api/problem/getAllProblem, /problemById/{id} and /stats: the same bytes for everyone, so they need no
 * cookies, session or CSRF token. One plain middleware, run in the app's first router layer (app.ts), before
 * that middleware: they are the most requested answers, and each router layer or route a request walks
 * through costs it.
 */
export function createPublicProblemRoutes(
  documents: PublicProblemDocuments,
  stats: () => Promise<SerialisedJson>,
): RequestHandler {
  const answer = async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const path = routedPath(req);
    if (path === LIST_PATH) {
      sendSerialisedJson(req, res, await documents.list());
      return;
    }
    if (path === STATS_PATH) {
      sendSerialisedJson(req, res, await stats());
      return;
    }
    const id = problemIdOf(req, path);
    if (id === undefined) {
      next();
      return;
    }
    const document = await documents.problem(id);
    if (!document) throw appError('problemNotFound', 404);
    sendSerialisedJson(req, res, document);
  };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    answer(req, res, next).catch(next);
  };
}
