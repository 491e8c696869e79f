import { extname } from 'node:path';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { ProblemListResponse } from '@codecourt/contracts';
import { appError } from '../../lib/app-error.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { toProblemSummaryJson } from './problem-json.js';
import type { ProblemRepository } from './repository.js';

const STATEMENT_FILE_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

export type ProblemRoutesDeps = { problems: ProblemRepository; requireAuth: RequestHandler; admin?: Router };

/** /api/problem's per-user and admin routes; the public list and problems are in public-routes.ts. */
export function createProblemRoutes({ problems, requireAuth, admin }: ProblemRoutesDeps): Router {
  const router = Router();

  router.get('/problemSolvedByUser', requireAuth, async (req, res) => {
    res.json(
      (await problems.solvedBy(signedInUser(req).id)).map(toProblemSummaryJson) satisfies ProblemListResponse,
    );
  });

  // A statement's figures and PDF: public like the statement itself; only files the package brought.
  // `problems` leaves out a contest's secret problems, so their files are as absent as their statement.
  router.get('/statement/:slug/:file', async (req, res) => {
    const shown = await problems.findRow(req.params.slug);
    const bytes = shown && (await problems.statementFile(shown.slug, req.params.file));
    if (!bytes) throw appError('problemNotFound', 404);
    const type = STATEMENT_FILE_TYPES[extname(req.params.file).toLowerCase()] ?? 'application/octet-stream';
    res
      .type(type)
      .set('X-Content-Type-Options', 'nosniff')
      // An SVG could carry script: shown as an image it cannot run, opened directly it must not either.
      .set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .set('Cache-Control', 'public, max-age=300')
      .send(bytes);
  });

  if (admin) router.use(admin);
  return router;
}
