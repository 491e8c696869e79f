import { extname } from 'node:path';
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { problemListResponseSchema } from '@codecourt/contracts';
import type { ProblemListResponse } from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { toProblemSummaryJson } from './problem-json.js';
import type { ProblemVisibility } from './visibility/problem-visibility.js';
import { VISITOR, viewerOf } from './visibility/problem-viewer.js';

const STATEMENT_FILE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

/**
 * /api/problem's statement files and per-user reads; the public list and problems are in public-routes.ts,
 * the admin routes in admin-routes.ts and packages/zip/package-routes.ts.
 */
export const PROBLEM_ROUTES = defineRoutes(
  { prefix: '/problem', tag: 'problem' },
  {
    statementFile: {
      method: 'get',
      path: '/statement/{slug}/{file}',
      problemRead: { viewer: 'VISITOR', queries: ['statementFile'] },
      summary:
        'A file the problem package’s statement brought (a figure, or the PDF of a PDF-only statement), public like the statement',
      access: 'public',
      success: {
        status: 200,
        description: 'The file, with its content type (served with a sandboxing Content-Security-Policy)',
        schema: z.string(),
        contentType: 'application/octet-stream',
      },
      errors: [404],
    },
    solvedByUser: {
      method: 'get',
      path: '/problemSolvedByUser',
      problemRead: { viewer: 'the user', queries: ['solvedBy'] },
      summary: 'Problems the signed-in user has an Accepted submission for',
      access: 'user',
      success: { status: 200, description: 'The solved problems', schema: problemListResponseSchema },
      errors: [401],
    },
  },
);

export type ProblemRoutesDeps = { problems: ProblemVisibility; requireAuth: RequestHandler; admin?: Router };

/** The routes of PROBLEM_ROUTES, mounted at /api, then the admin routes when given. */
export function createProblemRoutes({ problems, requireAuth, admin }: ProblemRoutesDeps): Router {
  const router = routerOf(
    PROBLEM_ROUTES,
    { requireAuth },
    {
      // Public like the statement itself (read as a visitor, as the cached statement is); only files the
      // package brought. A contest's secret problem's files are as absent as its statement.
      statementFile: async (req, res) => {
        const [slug, file] = [String(req.params.slug), String(req.params.file)];
        const bytes = await problems.forViewer(VISITOR).statementFile(slug, file);
        if (!bytes) throw appError('problemNotFound', 404);
        const type = STATEMENT_FILE_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
        res
          .type(type)
          .set('X-Content-Type-Options', 'nosniff')
          // An SVG could carry script: shown as an image it cannot run, opened directly it must not either.
          .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .set('Cache-Control', 'public, max-age=300')
          .send(bytes);
      },
      solvedByUser: async (req, res) => {
        const user = signedInUser(req);
        const solved = await problems.forViewer(viewerOf(user)).solvedBy(user.id);
        res.json(solved.map(toProblemSummaryJson) satisfies ProblemListResponse);
      },
    },
  );
  if (admin) router.use(admin);
  return router;
}
