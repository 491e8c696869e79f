import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request, RequestHandler, Response, Router } from 'express';
import { z } from 'zod';
import { MESSAGES, PROBLEM_TESTS_MAX, testUploadResponseSchema } from '@codecourt/contracts';
import type { TestUploadResponse } from '@codecourt/contracts';
import { appError, fieldError } from '../../lib/app-error.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { JudgeGateway } from '../judge-gateway/judge-gateway.js';
import { rejectReference } from '../problems/admin-routes.js';
import { assertChangedInputsValid } from '../problems/verification/changed-inputs.js';
import type { ProblemRepository } from '../problems/repository.js';
import { verifiedSave } from '../problems/verification/verified-save.js';
import { receiveTestFiles } from './receive-test-files.js';
import { testsFromUpload, withUploadedTests } from './tests-from-upload.js';

/**
 * /api/problem-tests (admins only): hidden tests uploaded as files, so tests of megabytes never travel
 * inside the edit form's JSON. The server's copy of the problem with the uploaded tests is verified like an
 * update, and saved only when every reference passes.
 */
export const PROBLEM_TEST_ROUTES = defineRoutes(
  { prefix: '/problem-tests', tag: 'problem' },
  {
    upload: {
      method: 'post',
      path: '/{id}',
      summary:
        'Add hidden tests to problem {id} as files (multipart, each at most 20 MB): one test as fields `input` and `answer`, or a zip (field `zip`) of `.in` files with their `.ans` (or `.out`) beside them, such as a package’s `data/` (sample tests are skipped). A test is named after its file below `secret/` (so `data/secret/2-large/05.in` joins group `2-large`); one named like a stored test replaces it. Each new input must pass the problem’s stored input validators (400 naming the validator and test, as an import does). Every reference solution is judged on the server’s tests with the new ones, and they are saved only when all pass (400 with the failing reference otherwise, as update)',
      access: 'admin',
      body: z.object({
        input: z.string().optional().describe('One test’s input file'),
        answer: z.string().optional().describe('Its expected output'),
        zip: z.string().optional().describe('Or a zip of .in/.ans pairs'),
      }),
      bodyContentType: 'multipart/form-data',
      success: { status: 200, description: 'Judged and saved', schema: testUploadResponseSchema },
      errors: [400, 404, 413, 503],
    },
  },
);

export type ProblemTestRoutesDeps = {
  problems: ProblemRepository;
  gateway: Pick<JudgeGateway, 'run'>;
  requireAuth: RequestHandler;
  /** Per admin: an upload judges every reference solution on every test. */
  judgingLimiter: RequestHandler;
  onWritten: () => void;
};

/** The routes of PROBLEM_TEST_ROUTES, mounted at /api. */
export function createProblemTestRoutes(deps: ProblemTestRoutesDeps): Router {
  const { problems, gateway } = deps;
  const upload = async (req: Request, res: Response) => {
    const record = await problems.readRecord(String(req.params.id));
    const row = record && (await problems.findRow(record.slug));
    if (!record || !row) throw appError('problemNotFound', 404);
    if (!req.is('multipart/form-data')) throw appError('uploadFileMissing', 400);
    const work = await mkdtemp(path.join(tmpdir(), 'codecourt-tests-'));
    try {
      const uploaded = await testsFromUpload(await receiveTestFiles(req, work), work);
      const secrets = withUploadedTests(record.secrets, uploaded);
      if (record.samples.length + secrets.length > PROBLEM_TESTS_MAX) throw fieldError(MESSAGES.tooManyTests);
      await assertChangedInputsValid(gateway, { ...record, secrets }, record);
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
  };
  return routerOf(PROBLEM_TEST_ROUTES, deps, { upload: { before: [deps.judgingLimiter], handle: upload } });
}
