import type { RequestHandler, Router } from 'express';
import {
  noteDeletedSchema,
  noteListResponseSchema,
  noteResponseSchema,
  noteSchema,
  noteSearchSchema,
  noteWriteSchema,
} from '@codecourt/contracts';
import type { Note, NoteListItem } from '@codecourt/contracts';
import { signedInUser } from '../../middleware/auth-context.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { ProblemVisibility } from '../problems/visibility/problem-visibility.js';
import type { ProblemNoteRow } from '../../db/schema/index.js';
import type { NotesRepository } from './notes-repository.js';
import { problemOfPath } from './problem-id-of.js';
import { viewerOf } from '../problems/visibility/problem-viewer.js';

/** /api/notes: the signed-in user's private notes, one per problem; nobody else's are reachable. */
export const NOTE_ROUTES = defineRoutes(
  { prefix: '/notes', tag: 'practice' },
  {
    list: {
      method: 'get',
      path: '',
      problemRead: {
        viewer: 'the user',
        queries: ['keepVisible'],
        note: 'own rows: `contest` access is enough',
      },
      summary: 'The signed-in user’s notes, newest first; `q` searches the notes and the problems’ titles',
      query: noteSearchSchema,
      access: 'user',
      success: { status: 200, description: 'The notes with their problems', schema: noteListResponseSchema },
      errors: [400, 401],
    },
    read: {
      method: 'get',
      path: '/{problemId}',
      problemRead: { viewer: 'the user', queries: ['findOwnRow'] },
      summary: 'The signed-in user’s note on a problem (null when there is none)',
      access: 'user',
      success: { status: 200, description: 'The note or null', schema: noteResponseSchema },
      errors: [401, 404],
    },
    write: {
      method: 'put',
      path: '/{problemId}',
      problemRead: { viewer: 'the user', queries: ['findOwnRow'] },
      summary: 'Write the signed-in user’s note on a problem (Markdown, replaced whole)',
      access: 'user',
      body: noteWriteSchema,
      success: { status: 200, description: 'The note as stored', schema: noteSchema },
      errors: [400, 401, 404, 429],
    },
    remove: {
      method: 'delete',
      path: '/{problemId}',
      problemRead: { viewer: 'the user', queries: ['findOwnRow'] },
      summary: 'Delete the signed-in user’s note on a problem; deleting none changes nothing',
      access: 'user',
      success: { status: 200, description: 'The note is gone', schema: noteDeletedSchema },
      errors: [401, 404, 429],
    },
  },
);

export type NotesRoutesDeps = {
  notes: NotesRepository;
  problems: ProblemVisibility;
  requireAuth: RequestHandler;
  /** Per-user limit on writes (mounted after requireAuth). */
  writeLimiter: RequestHandler;
};

const noteJson = (row: ProblemNoteRow): Note => ({
  problemId: row.problemId,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});

/** The routes of NOTE_ROUTES, mounted at /api. */
export function createNotesRoutes(deps: NotesRoutesDeps): Router {
  const { notes, problems, writeLimiter } = deps;
  return routerOf(NOTE_ROUTES, deps, {
    list: async (req, res, { query }) => {
      const user = signedInUser(req);
      const rows = await problems
        .forViewer(viewerOf(user))
        .keepVisible(await notes.list(user.id, query.q || undefined), (row) => row.problemId, 'own');
      res.json(
        rows.map((row) => ({
          ...noteJson(row),
          problemSlug: row.problemSlug,
          problemTitle: row.problemTitle,
        })) satisfies NoteListItem[],
      );
    },
    read: async (req, res) => {
      const problemId = await problemOfPath(problems, req);
      const row = await notes.find(signedInUser(req).id, problemId);
      res.json(row ? noteJson(row) : null);
    },
    write: {
      before: [writeLimiter],
      handle: async (req, res, { body }) => {
        const problemId = await problemOfPath(problems, req);
        res.json(noteJson(await notes.save(signedInUser(req).id, problemId, body.content)));
      },
    },
    remove: {
      before: [writeLimiter],
      handle: async (req, res) => {
        const problemId = await problemOfPath(problems, req);
        await notes.remove(signedInUser(req).id, problemId);
        res.json({ problemId, deleted: true as const });
      },
    },
  });
}
