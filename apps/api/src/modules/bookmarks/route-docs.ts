import { bookmarkListResponseSchema, bookmarkRequestSchema, bookmarkStateSchema } from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/bookmarks in the OpenAPI document. */
export const BOOKMARK_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/bookmarks/my-bookmarks',
    tag: 'bookmarks',
    summary: 'The signed-in user’s bookmarked problems, most recently bookmarked first',
    access: 'user',
    success: {
      status: 200,
      description: 'A bare array of {_id, title, difficulty, tags}',
      schema: bookmarkListResponseSchema,
    },
    errors: [401],
  },
  {
    method: 'post',
    path: '/bookmarks/add',
    tag: 'bookmarks',
    summary: 'Bookmark a problem (by `_id` or slug); adding it again changes nothing',
    access: 'user',
    body: bookmarkRequestSchema,
    success: { status: 200, description: 'The problem is bookmarked', schema: bookmarkStateSchema },
    errors: [400, 401, 404, 429],
  },
  {
    method: 'delete',
    path: '/bookmarks/remove/{problemId}',
    tag: 'bookmarks',
    summary: 'Remove a bookmark; removing one that is not there changes nothing',
    access: 'user',
    success: { status: 200, description: 'The problem is not bookmarked', schema: bookmarkStateSchema },
    errors: [401, 404, 429],
  },
];
