import { z } from 'zod';
import { COOKIE_NAMES, XSRF_HEADER, errorResponseSchema } from '@codecourt/contracts';
import type { RouteDoc } from './route-table.js';

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Validation failed or malformed JSON',
  401: 'Not signed in, or the session expired',
  403: 'Missing/invalid CSRF token, or not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Request body too large',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Degraded',
};

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

function json(description: string, schema: JsonSchema, contentType = 'application/json') {
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

function toOperation(route: RouteDoc) {
  const errorSchema = toSchema(errorResponseSchema, 'output');
  const writes = route.method !== 'get';
  const statuses = [
    ...new Set([
      ...route.errors,
      ...(writes ? [403] : []),
      ...(route.access === 'admin' ? [401, 403] : []),
      500,
    ]),
  ];
  // One requirement object: signed-in routes need the cookie AND writes need the CSRF header.
  const requirement = {
    ...(route.access === 'public' ? {} : { cookieAuth: [] }),
    ...(writes ? { csrfHeader: [] } : {}),
  };
  const parameters = parametersOf(route);
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(parameters.length ? { parameters } : {}),
    ...(Object.keys(requirement).length ? { security: [requirement] } : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: {
              [route.bodyContentType ?? 'application/json']: { schema: toSchema(route.body, 'input') },
            },
          },
        }
      : {}),
    responses: {
      [route.success.status]: json(
        route.success.description,
        toSchema(route.success.schema, 'output'),
        route.success.contentType,
      ),
      ...Object.fromEntries(
        statuses.map((status) => [status, json(ERROR_DESCRIPTIONS[status] ?? 'Error', errorSchema)]),
      ),
    },
  };
}

/** OpenAPI 3.1 (JSON Schema 2020-12, what zod 4 emits) for the routes of the route table. */
export function buildOpenApiDocument(routes: readonly RouteDoc[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    paths[route.path] = { ...paths[route.path], [route.method]: toOperation(route) };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'CodeCourt API', version },
    servers: [{ url: '/api' }],
    paths,
    components: {
      securitySchemes: {
        cookieAuth: { type: 'apiKey', in: 'cookie', name: COOKIE_NAMES.accessToken },
        csrfHeader: {
          type: 'apiKey',
          in: 'header',
          name: XSRF_HEADER,
          description: `Echo of the ${COOKIE_NAMES.xsrf} cookie`,
        },
      },
    },
  };
}
