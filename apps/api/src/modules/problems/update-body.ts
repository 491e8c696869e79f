import express from 'express';
import type { RequestHandler } from 'express';
import { PROBLEM_UPDATE_BODY_LIMIT_BYTES } from '@codecourt/contracts';

/**
 * The update routes' own JSON parser: the admin form sends back what GET /problem/admin/{id} returned,
 * library problems' megabytes of hidden tests included. Their routes run it after the admin check, so
 * only an admin can make the server buffer a body past the app's ordinary limit.
 */
export const problemUpdateBody: RequestHandler = express.json({ limit: PROBLEM_UPDATE_BODY_LIMIT_BYTES });

/** A route path (`/api/problem/update/{id}`) as the pattern Express matches: any case, an optional final slash. */
export function routePattern(path: string): RegExp {
  return new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}/?$`, 'i');
}
