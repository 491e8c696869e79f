import { Router } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { requireAdmin } from './require-admin.js';
import { sessionOnly } from './session-only.js';
import { parsed, validate } from '../lib/validate.js';

/** One endpoint as the OpenAPI document describes it (src/route-table.ts lists them all). */
export type RouteDoc = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path under `mount` (default /api), `{param}` style. */
  path: string;
  /** Set for the Judge0-compatible mount: its paths live under /judge0 and take a token header, no cookie. */
  mount?: '/judge0';
  tag: string;
  summary: string;
  access: 'public' | 'user' | 'admin';
  /** Signed-in routes take a personal access token too, unless this is set (a browser session only). */
  sessionOnly?: true;
  body?: z.ZodType;
  /** The body's media type when it is not JSON (a multipart upload, a zip). */
  bodyContentType?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** The answer on success; JSON unless `contentType` says otherwise (an event stream, a zip, a video). */
  success: { status: number; description: string; schema: z.ZodType; contentType?: string };
  /** Error statuses this route answers besides the ones every route may (403 CSRF on writes, 500). */
  errors: number[];
  /**
   * How the route reads problems (D16): whom the visibility rule is asked for and which of its queries
   * answer. `pnpm docs:problem-reads` lists them in docs/decisions/d16-problem-visibility-in-the-model.md.
   */
  problemRead?: ProblemRead;
};

/** A route's reads of problems, as D16's table prints them. */
export type ProblemRead = {
  /** Whom the rule is asked for: `the user`, `VISITOR`, `the caller (visitor, user, admin)`, `system`, ... */
  viewer: string;
  /** The rule's queries that answer (ProblemReader's or ProblemVisibility's names; a test checks them). */
  queries: readonly string[];
  /** What else the reader should know (a fallback, what is left out). */
  note?: string;
};

/**
 * One endpoint declared once: its path under the group's prefix, and everything else its OpenAPI entry
 * says. `access` also picks the sign-in middleware, and `body`/`query`/`params` are what the route validates.
 */
export type RouteDefinition = Omit<RouteDoc, 'path' | 'tag' | 'mount'> & {
  /** Under the group's prefix, `{param}` style; '' is the prefix itself. */
  path: string;
  /** The group's tag unless set. */
  tag?: string;
  /**
   * The user is loaded when the request is signed in and the handler decides the rest (a public page that
   * shows more to its owner, or /user/check, which renews a session itself).
   */
  signIn?: 'optional';
  /**
   * The handler checks the declared parts itself and answers in its own words (the Judge0 mount answers
   * Judge0's errors, a package import names its bad `replace`): they are documented, not validated here.
   */
  checkedByHandler?: true;
};

/** A module's endpoints under one prefix of /api, each with the path the docs print. */
export type RouteGroup<R extends Record<string, RouteDefinition>> = {
  prefix: string;
  routes: R;
  /** The OpenAPI entries, in declaration order. */
  docs: RouteDoc[];
};

export function defineRoutes<const R extends Record<string, RouteDefinition>>(
  group: { prefix: string; tag: string; mount?: RouteDoc['mount'] },
  routes: R,
): RouteGroup<R> {
  const docs = Object.values(routes).map(
    ({ signIn: _signIn, checkedByHandler: _checked, ...route }): RouteDoc => ({
      ...route,
      tag: route.tag ?? group.tag,
      path: `${group.prefix}${route.path}`,
      ...(group.mount ? { mount: group.mount } : {}),
    }),
  );
  return { prefix: group.prefix, routes, docs };
}

type Output<D, K extends 'body' | 'query' | 'params'> = D extends { checkedByHandler: true }
  ? undefined
  : D extends Record<K, infer S extends z.ZodType>
    ? z.output<S>
    : undefined;

/** The validated parts of a request, typed by the route's own schemas. */
export type RouteInput<D extends RouteDefinition> = {
  body: Output<D, 'body'>;
  query: Output<D, 'query'>;
  params: Output<D, 'params'>;
};

export type RouteHandler<D extends RouteDefinition> = (
  req: Request,
  res: Response,
  input: RouteInput<D>,
  next: NextFunction,
) => unknown;

/**
 * What the module supplies at start: the handler, and middleware that needs the app's parts (rate
 * limiters, guards). `before` runs after sign-in and before validation; `after` between validation and the
 * handler (a limiter keyed on the parsed body, a guard that reads it).
 */
export type RouteBinding<D extends RouteDefinition> =
  RouteHandler<D> | { before?: RequestHandler[]; after?: RequestHandler[]; handle: RouteHandler<D> };

/** The sign-in middleware of the app; a group of public routes needs neither. */
export type RouteAuth = { requireAuth?: RequestHandler; optionalAuth?: RequestHandler };

const PARTS = ['params', 'query', 'body'] as const;

function signInOf(route: RouteDefinition, auth: RouteAuth): RequestHandler[] {
  const needed = (handler: RequestHandler | undefined, name: string): RequestHandler => {
    if (!handler) throw new Error(`${route.method} ${route.path}: the router needs ${name}`);
    return handler;
  };
  if (route.signIn === 'optional') return [needed(auth.optionalAuth, 'optionalAuth')];
  if (route.access === 'public') return [];
  const requireAuth = needed(auth.requireAuth, 'requireAuth');
  const chain = route.access === 'admin' ? [requireAuth, requireAdmin] : [requireAuth];
  return route.sessionOnly ? [...chain, sessionOnly] : chain;
}

/** An Express path from a `{param}` one. */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1') || '/';
}

/**
 * The Express router of a group, mounted at /api: each route signs in by its `access`, runs `before`,
 * validates its declared parts, runs `after`, then its handler with the parsed input.
 */
export function routerOf<R extends Record<string, RouteDefinition>>(
  group: RouteGroup<R>,
  auth: RouteAuth,
  bindings: { [K in keyof R]: RouteBinding<R[K]> },
): Router {
  const router = Router();
  for (const [name, route] of Object.entries(group.routes) as [keyof R & string, R[keyof R]][]) {
    const binding = bindings[name];
    const { before = [], after = [], handle } = typeof binding === 'function' ? { handle: binding } : binding;
    const validators = PARTS.flatMap((part) => {
      const schema = validatedSchema(route, part);
      return schema ? [validate(part, schema)] : [];
    });
    const run: RequestHandler = (req, res, next) => handle(req, res, inputOf(req, route), next);
    router[route.method](
      expressPath(`${group.prefix}${route.path}`),
      ...signInOf(route, auth),
      ...before,
      ...validators,
      ...after,
      run,
    );
  }
  return router;
}

/** A body of another media type (a multipart upload) is read by its handler: its schema only documents it. */
function validatedSchema(route: RouteDefinition, part: (typeof PARTS)[number]): z.ZodType | undefined {
  if (route.checkedByHandler) return undefined;
  return part === 'body' && route.bodyContentType ? undefined : route[part];
}

function inputOf<D extends RouteDefinition>(req: Request, route: D): RouteInput<D> {
  const partOf = (part: (typeof PARTS)[number]) => {
    const schema = validatedSchema(route, part);
    return schema ? parsed(req, part, schema) : undefined;
  };
  return { body: partOf('body'), query: partOf('query'), params: partOf('params') } as RouteInput<D>;
}
