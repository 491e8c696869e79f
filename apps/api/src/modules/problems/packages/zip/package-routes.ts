import { mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import {
  importProblemQuerySchema,
  importProblemResponseSchema,
  MESSAGES,
  PROBLEM_PACKAGE_MAX_BYTES,
  STATEMENT_MAX_BYTES,
} from '@codecourt/contracts';
import type { ImportProblemResponse, ImportSlugExistsResponse, JudgeRequest } from '@codecourt/contracts';
import { ProblemPackageError, readProblemPackage, statementSource } from '@codecourt/problem-package';
import type { ProblemPackage } from '@codecourt/problem-package';
import { AppError, appError } from '../../../../lib/app-error.js';
import { receiveMultipartFile } from '../../../../lib/receive-multipart-file.js';
import { defineRoutes, routerOf } from '../../../../middleware/route-definition.js';
import type { JudgeGateway } from '../../../judge-gateway/judge-gateway.js';
import { rejectReference } from '../../admin-routes.js';
import { slugify } from '../../problem-input-record.js';
import type { ProblemRepository } from '../../repository.js';
import { assertRenderable } from '../../statement-html.js';
import { verifiedSave } from '../../verification/verified-save.js';
import { exportProblem } from '../export-problem.js';
import { prepareImport } from '../import-package.js';
import { extractPackageZip } from './extract-package-zip.js';
import { zipFolder } from './zip-folder.js';

/**
 * /api/problem's package routes (admins only): a zip in the Kattis layout in, the same layout out. An import
 * is published like a created problem: every accepted submission must pass every test first. Its handler
 * reads the multipart body and names a bad `replace` in the package's own words.
 */
export const PROBLEM_PACKAGE_ROUTES = defineRoutes(
  { prefix: '/problem', tag: 'problem' },
  {
    import: {
      method: 'post',
      path: '/import',
      summary:
        'Import a problem package: a zip (at most 20 MB, 200 MB unpacked) in the Kattis layout, as multipart field `file`, with problem.yaml in its one folder (the folder is the slug) or at its root (the slug is made from the problem’s name). A statement over 64 KB answers 413, one nesting lists or quotes over 8 deep 422, before it is rendered; LaTeX is converted by pandoc --sandbox, reading no file it names. Entries that are symbolic links, devices or paths outside the package are refused, as the command-line importer refuses them. A package whose slug exists answers 409 with the problem it would replace ({error, existing: {_id, slug, title}}) unless `replace=true`, which updates that problem (keeping its id); verified like create (400 with the failing reference) before anything is saved',
      access: 'admin',
      checkedByHandler: true,
      query: importProblemQuerySchema,
      body: z.object({ file: z.string().describe('The package zip') }),
      bodyContentType: 'multipart/form-data',
      success: {
        status: 201,
        description: 'Imported (200 when it updated the problem with that slug)',
        schema: importProblemResponseSchema,
      },
      errors: [400, 409, 413, 422, 503],
    },
    export: {
      method: 'get',
      path: '/export/{id}',
      summary:
        'The problem as a package zip in the Kattis layout (hidden tests and reference solutions included), under a folder named after its slug',
      access: 'admin',
      success: { status: 200, description: 'The zip', schema: z.string(), contentType: 'application/zip' },
      errors: [404],
    },
  },
);

export type PackageRoutesDeps = {
  problems: ProblemRepository;
  gateway: Pick<JudgeGateway, 'run'>;
  requireAuth: RequestHandler;
  /** Per admin: an import judges every accepted submission of the package. */
  judgingLimiter: RequestHandler;
  onWritten: () => void;
};

const invalid = (why: string) => new AppError('packageInvalid', `${MESSAGES.packageInvalid}: ${why}`, 400);

/**
 * The package folder of an unpacked zip: its one top-level folder, or its root, named after the zip until
 * the package is read (`root` tells the caller to name it after its problem then).
 */
async function packageDirOf(
  unpacked: string,
  zipName: string,
  work: string,
): Promise<{ dir: string; root: boolean }> {
  if (existsSync(path.join(unpacked, 'problem.yaml'))) {
    const named = path.join(work, slugify(path.basename(zipName, path.extname(zipName))));
    await rm(named, { recursive: true, force: true });
    await rename(unpacked, named);
    return { dir: named, root: true };
  }
  const folders = (await readdir(unpacked, { withFileTypes: true })).filter((e) => e.isDirectory());
  const [only] = folders;
  if (folders.length === 1 && only && existsSync(path.join(unpacked, only.name, 'problem.yaml')))
    return { dir: path.join(unpacked, only.name), root: false };
  throw invalid('no problem.yaml at its root or in its one folder');
}

/**
 * The package, its statement checked against the renderer's limits before anything renders it. A package
 * at the zip's root takes its slug from its title (problem.yaml's name first), not from the zip's name.
 */
async function readUploadedPackage({ dir, root }: { dir: string; root: boolean }): Promise<ProblemPackage> {
  const source = await statementSource(dir);
  if (source !== undefined && source.bytes > STATEMENT_MAX_BYTES) throw appError('statementTooLarge', 413);
  let pkg: ProblemPackage;
  try {
    pkg = await readProblemPackage(dir);
  } catch (error) {
    if (error instanceof ProblemPackageError) throw invalid(error.message);
    throw error;
  }
  assertRenderable(pkg.statement);
  return root ? { ...pkg, slug: slugify(pkg.title) } : pkg;
}

/** The error as the client sees it: the server's working folder cut out of its message. */
function withoutWorkPath(error: unknown, work: string): unknown {
  if (!(error instanceof AppError) || !error.message.includes(work)) return error;
  const message = error.message.split(`${work}${path.sep}`).join('').split(work).join('');
  return new AppError(error.name, message, error.httpStatus, error.isCatastrophic, error.cause);
}

/** The routes of PROBLEM_PACKAGE_ROUTES, mounted at /api. */
export function createProblemPackageRoutes(deps: PackageRoutesDeps): Router {
  const { problems, gateway } = deps;
  const judge = () => Promise.resolve({ judge: (request: JudgeRequest) => gateway.run(request) });

  const importPackage = async (req: Request, res: Response) => {
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
    } catch (error) {
      throw withoutWorkPath(error, work);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };

  const exportPackage = async (req: Request, res: Response) => {
    const work = await mkdtemp(path.join(tmpdir(), 'codecourt-export-'));
    try {
      const dir = await exportProblem(problems, String(req.params.id), work);
      if (!dir) throw appError('problemNotFound', 404);
      const slug = path.basename(dir);
      res.type('application/zip');
      res.attachment(`${slug}.zip`);
      await pipeline(await zipFolder(dir, slug), res);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };

  return routerOf(PROBLEM_PACKAGE_ROUTES, deps, {
    import: { before: [deps.judgingLimiter], handle: importPackage },
    export: exportPackage,
  });
}
