import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { MESSAGES, PROBLEM_TESTS_MAX } from '@codecourt/contracts';
import type { TestUploadResponse } from '@codecourt/contracts';
import { appError, fieldError } from '../../lib/app-error.js';
import { requireAdmin } from '../../middleware/require-admin.js';
import type { JudgeGateway } from '../judge-gateway/judge-gateway.js';
import { rejectReference } from '../problems/admin-routes.js';
import type { ProblemRepository } from '../problems/repository.js';
import { verifiedSave } from '../problems/verification/verified-save.js';
import { receiveTestFiles } from './receive-test-files.js';
import { testsFromUpload, withUploadedTests } from './tests-from-upload.js';

export type ProblemTestRoutesDeps = {
  problems: ProblemRepository;
  gateway: Pick<JudgeGateway, 'run'>;
  requireAuth: RequestHandler;
  /** Per admin: an upload judges every reference solution on every test. */
  judgingLimiter: RequestHandler;
  onWritten: () => void;
};

/**
 * POST /{id} under /api/problem-tests (admins only): hidden tests uploaded as files, so tests of
 * megabytes never travel inside the edit form's JSON. The server's copy of the problem with the
 * uploaded tests is verified like an update, and saved only when every reference passes.
 */
export function createProblemTestRoutes(deps: ProblemTestRoutesDeps): Router {
  const { problems, gateway } = deps;
  const router = Router();
  router.post('/:id', deps.requireAuth, requireAdmin, deps.judgingLimiter, async (req, res) => {
    const record = await problems.readRecord(req.params.id as string);
    const row = record && (await problems.findRow(record.slug));
    if (!record || !row) throw appError('problemNotFound', 404);
    if (!req.is('multipart/form-data')) throw appError('uploadFileMissing', 400);
    const work = await mkdtemp(path.join(tmpdir(), 'codecourt-tests-'));
    try {
      const uploaded = await testsFromUpload(await receiveTestFiles(req, work), work);
      const secrets = withUploadedTests(record.secrets, uploaded);
      if (record.samples.length + secrets.length > PROBLEM_TESTS_MAX) throw fieldError(MESSAGES.tooManyTests);
      const outcome = await verifiedSave({ problems, gateway }, { ...record, secrets }, row.id);
      if (!outcome.saved) {
        rejectReference(res, outcome.failure);
        return;
      }
      deps.onWritten();
      const added = secrets.length - record.secrets.length;
      res.json({
        added,
        replaced: uploaded.length - added,
        hiddenTests: secrets.length,
      } satisfies TestUploadResponse);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
  return router;
}
