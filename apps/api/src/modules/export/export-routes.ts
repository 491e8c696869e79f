import { Router } from 'express';
import type { RequestHandler } from 'express';
import yazl from 'yazl';
import { signedInUser } from '../../middleware/auth-context.js';
import { exportFiles } from './export-files.js';
import type { ExportRepository } from './export-repository.js';

export type ExportRoutesDeps = {
  exports: ExportRepository;
  requireAuth: RequestHandler;
  /** Per-user limit: an export reads every accepted submission of the user. */
  limiter: RequestHandler;
  /** The web app's address, for the problem links in the files. */
  publicUrl: string;
};

/** /api/export: take your work with you. */
export function createExportRoutes(deps: ExportRoutesDeps): Router {
  const router = Router();
  router.get('/solutions', deps.requireAuth, deps.limiter, async (req, res) => {
    const userId = signedInUser(req).id;
    const [solutions, notes] = await Promise.all([
      deps.exports.latestAccepted(userId),
      deps.exports.notes(userId),
    ]);
    const base = deps.publicUrl.replace(/\/+$/, '');
    const files = exportFiles(solutions, notes, (id) => `${base}/problem/${encodeURIComponent(id)}`);
    const zip = new yazl.ZipFile();
    for (const file of files) zip.addBuffer(Buffer.from(file.content, 'utf8'), `codecourt/${file.name}`);
    zip.end();
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', 'attachment; filename="codecourt-solutions.zip"');
    zip.outputStream.pipe(res);
  });
  return router;
}
