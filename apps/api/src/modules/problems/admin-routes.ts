import { Router } from 'express';
import type { RequestHandler } from 'express';
import { MESSAGES, problemInputSchema } from '@codecourt/contracts';
import type { DeleteProblemResponse, Problem } from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';
import { parsed, validate } from '../../lib/validate.js';
import { requireAdmin } from '../../middleware/require-admin.js';
import { toProblemJson } from './problem-json.js';
import { recordFromInput } from './problem-input-record.js';
import type { ProblemRepository } from './repository.js';

const notFound = () => new AppError('problemNotFound', MESSAGES.problemNotFound, 404);

/** POST /create, PUT /update/{id}, DELETE /delete/{id} under /api/problem: admins only. */
export function createProblemAdminRoutes({
  problems,
  requireAuth,
  onWritten,
}: {
  problems: ProblemRepository;
  requireAuth: RequestHandler;
  /** Called after each committed write, before the answer (the public documents' cache forgets). */
  onWritten: () => void;
}): Router {
  const router = Router();
  const respondWith = async (id: string): Promise<Problem> => {
    const view = await problems.findView(id);
    if (!view) throw notFound();
    return toProblemJson(view);
  };

  router.post(
    '/create',
    requireAuth,
    requireAdmin,
    validate('body', problemInputSchema),
    async (req, res) => {
      const record = recordFromInput(parsed(req, 'body', problemInputSchema));
      if (await problems.findRow(record.slug)) throw new AppError('slugTaken', MESSAGES.slugTaken, 409);
      const id = await problems.upsert(record);
      onWritten();
      res.status(201).json(await respondWith(id));
    },
  );

  router.put(
    '/update/:id',
    requireAuth,
    requireAdmin,
    validate('body', problemInputSchema),
    async (req, res) => {
      const existing = await problems.findRow(req.params.id as string);
      if (!existing) throw notFound();
      const record = recordFromInput(
        parsed(req, 'body', problemInputSchema),
        existing,
        await problems.templatesOf(existing.id),
      );
      await problems.upsert(record, existing.id);
      onWritten();
      res.json(await respondWith(existing.id));
    },
  );

  router.delete('/delete/:id', requireAuth, requireAdmin, async (req, res) => {
    const existing = await problems.findRow(req.params.id as string);
    if (!existing || !(await problems.remove(existing.id))) throw notFound();
    onWritten();
    res.json({ success: true, message: MESSAGES.problemDeleted } satisfies DeleteProblemResponse);
  });

  return router;
}
