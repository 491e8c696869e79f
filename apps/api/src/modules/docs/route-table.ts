import { z } from 'zod';
import {
  checkQuerySchema,
  checkResponseSchema,
  healthResponseSchema,
  loginRequestSchema,
  logoutResponseSchema,
  refreshResponseSchema,
  signupRequestSchema,
  updateProfileRequestSchema,
  userResponseSchema,
} from '@codecourt/contracts';

export type RouteDoc = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path under /api, `{param}` style. */
  path: string;
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
};

const adminCheckResponseSchema = z.object({ ok: z.literal(true) });
/** The OpenAPI document itself: an object this table does not restate. */
const openApiDocumentSchema = z
  .object({ openapi: z.string(), info: z.object({ title: z.string(), version: z.string() }) })
  .loose();

/** The system and account routes; the API's whole table (src/route-table.ts) adds each module's. */
export const SYSTEM_AND_USER_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/health',
    tag: 'system',
    summary: 'Readiness probe: database, judge queue and sandbox status',
    access: 'public',
    success: {
      status: 200,
      description: 'Everything is up (503 with the same body when degraded)',
      schema: healthResponseSchema,
    },
    errors: [503],
  },
  {
    method: 'get',
    path: '/docs/openapi.json',
    tag: 'system',
    summary: 'This OpenAPI 3.1 document',
    access: 'public',
    success: { status: 200, description: 'The document', schema: openApiDocumentSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/docs',
    tag: 'system',
    summary: 'This document rendered for people (Swagger UI, served by the API itself)',
    access: 'public',
    success: {
      status: 200,
      description: 'An HTML page',
      schema: z.string(),
      contentType: 'text/html',
    },
    errors: [],
  },
  {
    method: 'post',
    path: '/user/register',
    tag: 'user',
    summary: 'Create an account and sign in',
    access: 'public',
    body: signupRequestSchema,
    success: {
      status: 201,
      description: 'Created and signed in (session cookies set)',
      schema: userResponseSchema,
    },
    errors: [400, 409, 429],
  },
  {
    method: 'post',
    path: '/user/login',
    tag: 'user',
    summary: 'Sign in with email and password',
    access: 'public',
    body: loginRequestSchema,
    success: { status: 200, description: 'Signed in (session cookies set)', schema: userResponseSchema },
    errors: [400, 401, 429],
  },
  {
    method: 'patch',
    path: '/user/profile',
    tag: 'user',
    summary: 'Change the signed-in user’s first and last name (signup rules; a blank last name clears it)',
    access: 'user',
    body: updateProfileRequestSchema,
    success: { status: 200, description: 'The updated user', schema: userResponseSchema },
    errors: [400, 401],
  },
  {
    method: 'get',
    path: '/user/check',
    tag: 'user',
    summary:
      'The signed-in user; renews an expired access token from the refresh cookie unless `refresh=false`',
    access: 'user',
    query: checkQuerySchema,
    success: {
      status: 200,
      description:
        'The user of the session, or `{renewable: true}` (refresh=false, only the refresh cookie left)',
      schema: checkResponseSchema,
    },
    errors: [401],
  },
  {
    method: 'post',
    path: '/user/refresh-token',
    tag: 'user',
    summary: 'Rotate the refresh token and issue a new access token',
    access: 'public',
    success: { status: 200, description: 'New session cookies set', schema: refreshResponseSchema },
    errors: [401],
  },
  {
    method: 'post',
    path: '/user/logout',
    tag: 'user',
    summary: 'Revoke the sign-in and clear the session cookies',
    access: 'public',
    success: { status: 200, description: 'Signed out', schema: logoutResponseSchema },
    errors: [],
  },
  {
    method: 'get',
    path: '/user/admin-check',
    tag: 'user',
    summary: 'Answers only for admins',
    access: 'admin',
    success: { status: 200, description: 'The caller is an admin', schema: adminCheckResponseSchema },
    errors: [401, 403],
  },
];
