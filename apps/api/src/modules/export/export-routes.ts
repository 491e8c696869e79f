import type { RequestHandler, Router } from 'express';
import yazl from 'yazl';
import { z } from 'zod';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { exportFiles } from './export-files.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import { viewerOf } from '../problems/visibility/problem-viewer.js';
import type { ExportRepository } from './export-repository.js';

/** /api/export: take your work with you. */
export const EXPORT_ROUTES = defineRoutes(
  { prefix: '/export', tag: 'practice' },
  {
    solutions: {
      method: 'get',
      path: '/solutions',
      problemRead: {
        viewer: 'the user',
        queries: ['keepVisible'],
        note: 'on solutions and notes; own rows: `contest` access is enough',
      },
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
  },
);

export type ExportRoutesDeps = {
  exports: ExportRepository;
  /** The visibility rule: work on a problem the user may not see now is left out, as if it did not exist. */
  problems: ProblemVisibility;
  requireAuth: RequestHandler;
  /** Per-user limit: an export reads every accepted submission of the user. */
  limiter: RequestHandler;
  /** The web app's address, for the problem links in the files. */
  publicUrl: string;
};

/** The route of EXPORT_ROUTES, mounted at /api. */
export function createExportRoutes(deps: ExportRoutesDeps): Router {
  return routerOf(EXPORT_ROUTES, deps, {
    solutions: {
      before: [deps.limiter],
      handle: async (req, res) => {
        const user = signedInUser(req);
        const reader = deps.problems.forViewer(viewerOf(user));
        const [solutions, notes] = await Promise.all([
          deps.exports
            .latestAccepted(user.id)
            .then((rows) => reader.keepVisible(rows, (r) => r.problemId, 'own')),
          deps.exports.notes(user.id).then((rows) => reader.keepVisible(rows, (r) => r.problemId, 'own')),
        ]);
        const base = deps.publicUrl.replace(/\/+$/, '');
        const files = exportFiles(solutions, notes, (id) => `${base}/problem/${encodeURIComponent(id)}`);
        const zip = new yazl.ZipFile();
        for (const file of files) zip.addBuffer(Buffer.from(file.content, 'utf8'), `codecourt/${file.name}`);
        zip.end();
        res.setHeader('Content-Type', 'application/zip');
        res.setHeader('Content-Disposition', 'attachment; filename="codecourt-solutions.zip"');
        zip.outputStream.pipe(res);
      },
    },
  });
}
