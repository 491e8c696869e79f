import { Router } from 'express';
import type { OfferedLanguagesResponse } from '@codecourt/contracts';
import type { JudgeGateway } from '../judge-gateway/judge-gateway.js';
import { offeredLanguages } from '../judge-gateway/offered-language.js';

/** /api/judge: what the judge offers, so the editor lists only languages a Run or Submit would take. */
export function createJudgeRoutes(gateway: Pick<JudgeGateway, 'languages'>): Router {
  const router = Router();
  router.get('/languages', async (_req, res) => {
    const body: OfferedLanguagesResponse = { languages: [...(await offeredLanguages(gateway))] };
    res.json(body);
  });
  return router;
}
