import {
  judge0BatchCreateResponseSchema,
  judge0BatchRequestSchema,
  judge0BatchShowQuerySchema,
  judge0BatchShowResponseSchema,
  judge0CreateQuerySchema,
  judge0LanguagesResponseSchema,
  judge0ShowQuerySchema,
  judge0StatusesResponseSchema,
  judge0SubmissionRequestSchema,
  judge0SubmissionSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

const judge0 = { mount: '/judge0', tag: 'judge0', access: 'user' } as const;

/** The Judge0 CE 1.13-compatible mount at /judge0 in the OpenAPI document. */
export const JUDGE0_ROUTE_DOCS: RouteDoc[] = [
  {
    ...judge0,
    method: 'post',
    path: '/submissions',
    summary:
      'Judge0: create a submission (201 {token}); with wait=true, the finished submission (fields as asked, base64 with base64_encoded=true)',
    body: judge0SubmissionRequestSchema,
    query: judge0CreateQuerySchema,
    success: {
      status: 201,
      description: 'The token, or the finished submission',
      schema: judge0SubmissionSchema,
    },
    errors: [400, 401, 422, 429, 503],
  },
  {
    ...judge0,
    method: 'post',
    path: '/submissions/batch',
    summary: 'Judge0: create up to 20 submissions; each item answers a token or its field errors',
    body: judge0BatchRequestSchema,
    query: judge0ShowQuerySchema.pick({ base64_encoded: true }),
    success: {
      status: 201,
      description: 'A token or field errors per item (422 when none was valid)',
      schema: judge0BatchCreateResponseSchema,
    },
    errors: [400, 401, 422, 429, 503],
  },
  {
    ...judge0,
    method: 'get',
    path: '/submissions/batch',
    summary: 'Judge0: up to 20 of the token owner’s submissions by token (null for a token not theirs)',
    query: judge0BatchShowQuerySchema,
    success: {
      status: 200,
      description: 'The submissions, in the order asked',
      schema: judge0BatchShowResponseSchema,
    },
    errors: [400, 401, 429],
  },
  {
    ...judge0,
    method: 'get',
    path: '/submissions/{token}',
    summary: 'Judge0: one of the token owner’s submissions (default fields, or those asked; * for all)',
    query: judge0ShowQuerySchema,
    success: { status: 200, description: 'The submission', schema: judge0SubmissionSchema },
    errors: [400, 401, 404, 429],
  },
  {
    ...judge0,
    method: 'get',
    path: '/languages',
    summary: 'Judge0: the languages whose toolchain the judge found at start, with Judge0 1.13’s ids',
    success: { status: 200, description: 'The languages', schema: judge0LanguagesResponseSchema },
    errors: [401, 429],
  },
  {
    ...judge0,
    method: 'get',
    path: '/statuses',
    summary: 'Judge0: every submission status with its id',
    success: { status: 200, description: 'The statuses', schema: judge0StatusesResponseSchema },
    errors: [401, 429],
  },
];
