import { Router } from 'express';
import type { RequestHandler, Response } from 'express';
import { MESSAGES, problemInputSchema, problemUpdateInputSchema } from '@codecourt/contracts';
import type {
  AdminProblem,
  DeleteProblemResponse,
  ProblemUpdateInput,
  ReferenceRejectedResponse,
} from '@codecourt/contracts';
import type { ReferenceFailure } from '@codecourt/contracts';
import { AppError, appError } from '../../lib/app-error.js';
import { toLoggableError } from '../../lib/loggable-error.js';
import type { Logger } from '../../lib/logger.js';
import { parsed, validate } from '../../lib/validate.js';
import { requireAdmin } from '../../middleware/require-admin.js';
import type { JudgeGateway } from '../judge-gateway/judge-gateway.js';
import { toProblemJson } from './problem-json.js';
import { applyHiddenTestChanges } from './hidden-test-changes.js';
import { harnessesOf, recordFromInput } from './problem-input-record.js';
import type { ProblemRecord } from './problem-record.js';
import type { ProblemRepository } from './repository.js';
import { referenceFailureMessage } from './verification/reference-failure.js';
import { assertTitleFree, verifiedSave, verifyOrUnavailable } from './verification/verified-save.js';
import { openEventStream } from './verification/verify-stream.js';

const notFound = () => appError('problemNotFound', 404);

export type ProblemAdminDeps = {
  problems: ProblemRepository;
  gateway: Pick<JudgeGateway, 'run'>;
  requireAuth: RequestHandler;
  /** Per admin, on every route that judges the reference solutions (create, update, verify). */
  judgingLimiter: RequestHandler;
  /** Called after each committed write, before the answer (the public documents' cache forgets). */
  onWritten: () => void;
  /** Runs before a problem is deleted (its video's file is removed from the store). */
  beforeDelete?: (problemId: string) => Promise<void>;
  logger: Logger;
};

/** 400 naming the reference solution, test and verdict, with the test's data for the admin form. */
export function rejectReference(res: Response, failure: ReferenceFailure): void {
  res
    .status(400)
    .json({ error: referenceFailureMessage(failure), failure } satisfies ReferenceRejectedResponse);
}

/**
 * GET /admin/{id}, POST /create, PUT /update/{id}, DELETE /delete/{id} and POST /verify[/{id}] under
 * /api/problem: admins only. Create and update publish only what passed verification (verified-save.ts).
 */
export function createProblemAdminRoutes(deps: ProblemAdminDeps): Router {
  const { problems, gateway, requireAuth, onWritten } = deps;
  const router = Router();
  const judged = [requireAuth, requireAdmin, deps.judgingLimiter];
  const admin = [...judged, validate('body', problemInputSchema)];
  const adminUpdate = [...judged, validate('body', problemUpdateInputSchema)];
  const respondWith = async (res: Response, status: number, id: string) => {
    const view = await problems.findView(id);
    if (!view) throw notFound();
    res.status(status).json(toProblemJson(view));
  };
  /**
   * The record an update would write: the problem's limits, checker and harnesses kept, and its stored
   * hidden tests (names included) when the body leaves them out.
   */
  const recordForUpdate = async (id: string, input: ProblemUpdateInput) => {
    const existing = await problems.findRow(id);
    if (!existing) throw notFound();
    // Stored tests keep their names (and so their scoring groups); a body without hidden tests keeps them all.
    const stored = await problems.hiddenTestsOf(existing.id);
    const hiddenTestCases = input.hiddenTestCases ?? applyHiddenTestChanges(stored, input.hiddenTestChanges);
    const record = recordFromInput(
      { ...input, hiddenTestCases },
      existing,
      await problems.templatesOf(existing.id),
      stored,
    );
    return { existing, record };
  };

  /** What the update form starts from: the public read plus the hidden tests it never carries. */
  router.get('/admin/:id', requireAuth, requireAdmin, async (req, res) => {
    const view = await problems.findView(req.params.id as string);
    if (!view) throw notFound();
    const hidden = await problems.hiddenTestsOf(view.problem.id);
    res.json({
      ...toProblemJson(view),
      hiddenTestCases: hidden.map((t) => ({ name: t.name, input: t.input, output: t.output })),
      harnesses: harnessesOf(await problems.templatesOf(view.problem.id)),
    } satisfies AdminProblem);
  });

  router.post('/create', ...admin, async (req, res) => {
    const record = recordFromInput(parsed(req, 'body', problemInputSchema));
    const outcome = await verifiedSave({ problems, gateway }, record);
    if (!outcome.saved) {
      rejectReference(res, outcome.failure);
      return;
    }
    onWritten();
    await respondWith(res, 201, outcome.id);
  });

  router.put('/update/:id', ...adminUpdate, async (req, res) => {
    const { existing, record } = await recordForUpdate(
      req.params.id as string,
      parsed(req, 'body', problemUpdateInputSchema),
    );
    const outcome = await verifiedSave({ problems, gateway }, record, existing.id);
    if (!outcome.saved) {
      rejectReference(res, outcome.failure);
      return;
    }
    onWritten();
    await respondWith(res, 200, existing.id);
  });

  /** The same checks as create or update (title, references), streamed as they run; nothing is saved. */
  const verify = async (res: Response, record: ProblemRecord, replaceId?: string) => {
    await assertTitleFree(problems, record, replaceId);
    const stream = openEventStream(res);
    try {
      const failure = await verifyOrUnavailable(gateway, record, stream.send);
      stream.send(
        failure ? { type: 'failed', error: referenceFailureMessage(failure), failure } : { type: 'passed' },
      );
    } catch (error) {
      deps.logger.error({ err: toLoggableError(error) }, 'reference verification failed');
      stream.send({
        type: 'error',
        error: error instanceof AppError ? error.message : MESSAGES.internalServerError,
      });
    } finally {
      stream.end();
    }
  };
  router.post('/verify', ...admin, async (req, res) => {
    await verify(res, recordFromInput(parsed(req, 'body', problemInputSchema)));
  });
  router.post('/verify/:id', ...adminUpdate, async (req, res) => {
    const { existing, record } = await recordForUpdate(
      req.params.id as string,
      parsed(req, 'body', problemUpdateInputSchema),
    );
    await verify(res, record, existing.id);
  });

  router.delete('/delete/:id', requireAuth, requireAdmin, async (req, res) => {
    const existing = await problems.findRow(req.params.id as string);
    if (!existing) throw notFound();
    await deps.beforeDelete?.(existing.id);
    if (!(await problems.remove(existing.id))) throw notFound();
    onWritten();
    res.json({ success: true, message: MESSAGES.problemDeleted } satisfies DeleteProblemResponse);
  });

  return router;
}
