import { z } from 'zod';
import {
  COOKIE_NAMES,
  SECURE_COOKIE_PREFIX,
  JUDGE0_DEFAULTS,
  PERSONAL_TOKEN_PREFIX,
  XSRF_HEADER,
  errorResponseSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from './route-table.js';

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Validation failed or malformed JSON',
  401: 'Not signed in, the session expired, or the bearer token is unknown or revoked',
  403: 'Missing/invalid CSRF token, or not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Request body too large',
  429: 'Too many requests (see Retry-After)',
  500: 'Internal server error',
  503: 'A dependency is down (database, Redis or the judge): retry after Retry-After; health answers it when degraded',
};

const ERROR_REF = { $ref: '#/components/schemas/Error' };

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function body(description: string, schema: JsonSchema, contentType = 'application/json') {
  return { description, content: { [contentType]: { schema } } };
}

/** `{name}` segments of the path, then the fields of the route's query schema. */
function parametersOf(route: RouteDoc) {
  const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = route.query ? toSchema(route.query, 'input') : {};
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  const required = (query.required ?? []) as string[];
  const inQuery = Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema,
  }));
  return [...inPath, ...inQuery];
}

/**
 * Alternatives, any one of which is enough: the session cookie (with the CSRF header on writes), or a
 * personal access token as a bearer header (which skips the CSRF check).
 */
function securityOf(route: RouteDoc, writes: boolean): Record<string, string[]>[] {
  // The Judge0 mount takes its token header only: no cookie, so no CSRF header either.
  if (route.mount) return [{ judge0Token: [] }];
  if (route.access === 'public') return writes ? [{ csrfHeader: [] }] : [];
  const session = { cookieAuth: [], ...(writes ? { csrfHeader: [] } : {}) };
  return route.sessionOnly ? [session] : [session, { bearerAuth: [] }];
}

function toOperation(route: RouteDoc) {
  const writes = route.method !== 'get';
  const statuses = [
    ...new Set([
      ...route.errors,
      ...(writes && !route.mount ? [403] : []),
      ...(route.access === 'public' ? [] : [401]),
      ...(route.access === 'admin' ? [403] : []),
      // Any route may meet a database or Redis that is down: 503 with the catalogue message, not a 500.
      500,
      503,
    ]),
  ].sort((a, b) => a - b);
  const parameters = parametersOf(route);
  const security = securityOf(route, writes);
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(security.length ? { security } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            ...body('', toSchema(route.body, 'input'), route.bodyContentType),
          },
        }
      : {}),
    responses: {
      // 204 No Content has no body to describe, nor has a redirect (its Location is the answer).
      [route.success.status]:
        route.success.status === 204 || route.success.status === 302
          ? { description: route.success.description }
          : body(
              route.success.description,
              toSchema(route.success.schema, 'output'),
              route.success.contentType,
            ),
      ...Object.fromEntries(
        statuses.map((status) => [status, body(ERROR_DESCRIPTIONS[status] ?? 'Error', ERROR_REF)]),
      ),
    },
  };
}

/** OpenAPI 3.1 (JSON Schema 2020-12, what zod 4 emits) for the routes of the route table. */
export function buildOpenApiDocument(routes: readonly RouteDoc[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    // A route of another mount is written from the site root, with an operation-level server that says so.
    const key = route.mount ? `${route.mount}${route.path}` : route.path;
    const servers = route.mount ? { servers: [{ url: '/' }] } : {};
    paths[key] = { ...paths[key], [route.method]: { ...toOperation(route), ...servers } };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'CodeCourt API',
      version,
      description:
        'Every error answers `{"error": "<message>"}`. Browsers sign in with cookies and echo the ' +
        `${COOKIE_NAMES.xsrf} cookie in ${XSRF_HEADER} on writes; scripts send a personal access token ` +
        '(Settings › Access tokens) as `Authorization: Bearer <token>` instead, with no cookie and no CSRF header.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: { Error: toSchema(errorResponseSchema, 'output') },
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: COOKIE_NAMES.accessToken,
          description: `Named ${SECURE_COOKIE_PREFIX}${COOKIE_NAMES.accessToken} when the server runs in production (HTTPS only)`,
        },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: `Echo of the ${COOKIE_NAMES.xsrf} cookie`,
        },
        judge0Token: {
          type: 'apiKey',
          in: 'header',
          name: JUDGE0_DEFAULTS.authHeader,
          description:
            'A personal access token on the Judge0-compatible mount (/judge0); JUDGE0_AUTH_HEADER renames the header',
        },
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description:
            `A personal access token (\`${PERSONAL_TOKEN_PREFIX}…\`, created in Settings). It signs in as its owner on ` +
            'every signed-in route but creating tokens; an unknown or revoked token answers 401, and each ' +
            'token has its own rate limit (429 with Retry-After).',
        },
      },
    },
  };
}
