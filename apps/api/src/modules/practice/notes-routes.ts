import { Router } from 'express';
import type { RequestHandler } from 'express';
import { noteSearchSchema, noteWriteSchema } from '@codecourt/contracts';
import type { Note, NoteListItem } from '@codecourt/contracts';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import type { ProblemRepository } from '../problems/repository.js';
import type { ProblemNoteRow } from '../../db/schema/index.js';
import type { NotesRepository } from './notes-repository.js';
import { problemOfPath } from './problem-id-of.js';

export type NotesRoutesDeps = {
  notes: NotesRepository;
  problems: ProblemRepository;
  requireAuth: RequestHandler;
  /** Per-user limit on writes (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

const noteJson = (row: ProblemNoteRow): Note => ({
  problemId: row.problemId,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});

/** /api/notes: the signed-in user's private notes, one per problem; nobody else's are reachable. */
export function createNotesRoutes(deps: NotesRoutesDeps): Router {
  const router = Router();
  const { notes, problems, requireAuth, writeLimiter } = deps;
  router.use(requireAuth);

  router.get('/', validate('query', noteSearchSchema), async (req, res) => {
    const { q } = parsed(req, 'query', noteSearchSchema);
    const rows = await notes.list(signedInUser(req).id, q || undefined);
    res.json(
      rows.map((row) => ({
        ...noteJson(row),
        problemSlug: row.problemSlug,
        problemTitle: row.problemTitle,
      })) satisfies NoteListItem[],
    );
  });

  router.get('/:problemId', async (req, res) => {
    const problemId = await problemOfPath(problems, req);
    const row = await notes.find(signedInUser(req).id, problemId);
    res.json(row ? noteJson(row) : null);
  });

  router.put('/:problemId', writeLimiter, validate('body', noteWriteSchema), async (req, res) => {
    const problemId = await problemOfPath(problems, req);
    const { content } = parsed(req, 'body', noteWriteSchema);
    res.json(noteJson(await notes.save(signedInUser(req).id, problemId, content)));
  });

  router.delete('/:problemId', writeLimiter, async (req, res) => {
    const problemId = await problemOfPath(problems, req);
    await notes.remove(signedInUser(req).id, problemId);
    res.json({ problemId, deleted: true as const });
  });

  return router;
}
