import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { importProblemQuerySchema, MESSAGES, PROBLEM_PACKAGE_MAX_BYTES } from '@codecourt/contracts';
import type { ImportProblemResponse, ImportSlugExistsResponse, JudgeRequest } from '@codecourt/contracts';
import { ProblemPackageError, readProblemPackage } from '@codecourt/problem-package';
import type { ProblemPackage } from '@codecourt/problem-package';
import { AppError, appError } from '../../../../lib/app-error.js';
import { receiveMultipartFile } from '../../../../lib/receive-multipart-file.js';
import { requireAdmin } from '../../../../middleware/require-admin.js';
import type { JudgeGateway } from '../../../judge-gateway/judge-gateway.js';
import { rejectReference } from '../../admin-routes.js';
import { slugify } from '../../problem-input-record.js';
import type { ProblemRepository } from '../../repository.js';
import { verifiedSave } from '../../verification/verified-save.js';
import { exportProblem } from '../export-problem.js';
import { prepareImport } from '../import-package.js';
import { extractPackageZip } from './extract-package-zip.js';
import { zipFolder } from './zip-folder.js';

export type PackageRoutesDeps = {
  problems: ProblemRepository;
  gateway: Pick<JudgeGateway, 'run'>;
  requireAuth: RequestHandler;
  /** Per admin: an import judges every accepted submission of the package. */
  judgingLimiter: RequestHandler;
  onWritten: () => void;
};

const invalid = (why: string) => new AppError('packageInvalid', `${MESSAGES.packageInvalid}: ${why}`, 400);

/** The package folder of an unpacked zip: its root (named after the zip) or its one top-level folder. */
async function packageDirOf(unpacked: string, zipName: string, work: string): Promise<string> {
  if (existsSync(path.join(unpacked, 'problem.yaml'))) {
    const named = path.join(work, slugify(path.basename(zipName, path.extname(zipName))));
    await rm(named, { recursive: true, force: true });
    await rename(unpacked, named);
    return named;
  }
  const folders = (await readdir(unpacked, { withFileTypes: true })).filter((e) => e.isDirectory());
  const [only] = folders;
  if (folders.length === 1 && only && existsSync(path.join(unpacked, only.name, 'problem.yaml')))
    return path.join(unpacked, only.name);
  throw invalid('no problem.yaml at its root or in its one folder');
}

async function readUploadedPackage(dir: string): Promise<ProblemPackage> {
  try {
    return await readProblemPackage(dir);
  } catch (error) {
    if (error instanceof ProblemPackageError) throw invalid(error.message);
    throw error;
  }
}

/**
 * POST /import (a zip in the Kattis layout, multipart field `file`; `?replace=true` to replace the problem
 * with its slug) and GET /export/{id} (the same
 * layout back) under /api/problem: admins only. An import is published like a created problem: every
 * accepted submission must pass every test first.
 */
export function createProblemPackageRoutes(deps: PackageRoutesDeps): Router {
  const { problems, gateway } = deps;
  const router = Router();
  const judge = () => Promise.resolve({ judge: (request: JudgeRequest) => gateway.run(request) });

  router.post('/import', deps.requireAuth, requireAdmin, deps.judgingLimiter, async (req, res) => {
    const query = importProblemQuerySchema.safeParse(req.query);
    if (!query.success) throw invalid('replace must be true or false');
    if (!req.is('multipart/form-data')) throw appError('uploadFileMissing', 400);
    const work = await mkdtemp(path.join(tmpdir(), 'codecourt-import-'));
    try {
      const { file } = await receiveMultipartFile(req, {
        fileField: 'file',
        maxBytes: PROBLEM_PACKAGE_MAX_BYTES,
        tooLargeMessage: MESSAGES.packageTooLarge,
        headBytes: 0,
        incoming: () => Promise.resolve(path.join(work, 'upload.zip')),
        written: [],
      });
      if (!file) throw appError('uploadFileMissing', 400);
      const unpacked = path.join(work, 'unpacked');
      await extractPackageZip(file.path, unpacked);
      const pkg = await readUploadedPackage(
        await packageDirOf(unpacked, file.filename || 'problem.zip', work),
      );
      // Replacing a problem is asked for, never implied by a slug that happens to exist.
      const existing = await problems.findRow(pkg.slug);
      if (existing && query.data.replace !== 'true') {
        res.status(409).json({
          error: MESSAGES.packageSlugExists,
          existing: { _id: existing.id, slug: existing.slug, title: existing.title },
        } satisfies ImportSlugExistsResponse);
        return;
      }
      const prepared = await prepareImport({ problems, judge }, pkg).catch((error: unknown) => {
        throw error instanceof AppError
          ? error
          : invalid(error instanceof Error ? error.message : String(error));
      });
      const outcome = await verifiedSave({ problems, gateway }, prepared.record, prepared.existingId);
      if (!outcome.saved) {
        rejectReference(res, outcome.failure);
        return;
      }
      deps.onWritten();
      res.status(prepared.action === 'created' ? 201 : 200).json({
        _id: outcome.id,
        slug: prepared.slug,
        title: prepared.record.title,
        action: prepared.action,
        timeLimitMs: prepared.timeLimitMs,
        warnings: prepared.warnings,
      } satisfies ImportProblemResponse);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  router.get('/export/:id', deps.requireAuth, requireAdmin, async (req, res) => {
    const work = await mkdtemp(path.join(tmpdir(), 'codecourt-export-'));
    try {
      const dir = await exportProblem(problems, req.params.id as string, work);
      if (!dir) throw appError('problemNotFound', 404);
      const slug = path.basename(dir);
      res.type('application/zip');
      res.attachment(`${slug}.zip`);
      await pipeline(await zipFolder(dir, slug), res);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  return router;
}
