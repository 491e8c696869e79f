import type { Express } from 'express';
import { MESSAGES } from '@codecourt/contracts';
import { AppError } from '../../lib/app-error.js';
import { sendSerialisedJson, type SerialisedJson } from '../../lib/send-serialised-json.js';
import type { PublicProblemDocuments } from './public-documents.js';

/**
 * GET /api/problem/getAllProblem, /problemById/{id} and /stats: the same bytes for everyone, so they need no
 * cookies, session or CSRF token. Mounted on the app itself, before that middleware and without a
 * sub-router, since they are the most requested answers.
 */
export function mountPublicProblemRoutes(
  app: Express,
  documents: PublicProblemDocuments,
  stats: () => Promise<SerialisedJson>,
): void {
  app.get('/api/problem/stats', async (req, res) => {
    sendSerialisedJson(req, res, await stats());
  });

  app.get('/api/problem/getAllProblem', async (req, res) => {
    sendSerialisedJson(req, res, await documents.list());
  });

  app.get('/api/problem/problemById/:id', async (req, res) => {
    const document = await documents.problem(req.params.id);
    if (!document) throw new AppError('problemNotFound', MESSAGES.problemNotFound, 404);
    sendSerialisedJson(req, res, document);
  });
}
