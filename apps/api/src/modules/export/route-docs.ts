import { z } from 'zod';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/export in the OpenAPI document. */
export const EXPORT_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/export/solutions',
    tag: 'practice',
    summary:
      'A zip of the signed-in user’s work: the latest accepted solution per problem and language (the statement’s title and link in a header comment) under solutions/, and the notes as Markdown under notes/',
    access: 'user',
    success: {
      status: 200,
      description: 'The zip (codecourt-solutions.zip)',
      schema: z.string(),
      contentType: 'application/zip',
    },
    errors: [401, 429],
  },
];
