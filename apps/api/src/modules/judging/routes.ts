import type { Router } from 'express';
import { languageDetails, offeredLanguagesResponseSchema } from '@codecourt/contracts';
import type { OfferedLanguagesResponse } from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { JudgeGateway } from '../judge-gateway/judge-gateway.js';
import { offeredLanguages } from '../judge-gateway/offered-language.js';

/** /api/judge: what the judge offers, so the editor lists only languages a Run or Submit would take. */
export const JUDGE_ROUTES = defineRoutes(
  { prefix: '/judge', tag: 'submission' },
  {
    languages: {
      method: 'get',
      path: '/languages',
      summary:
        'The language ids the judge can run now (its toolchain probe; with separate workers, those of the live workers), and the details of each: version, compile and run commands, file-name rule, memory model and time multiplier',
      access: 'public',
      success: {
        status: 200,
        description:
          'The offered language ids (`languages`), and in `details` the description of exactly those, in the same order',
        schema: offeredLanguagesResponseSchema,
      },
      errors: [],
    },
  },
);

/** The routes of JUDGE_ROUTES, mounted at /api. */
export function createJudgeRoutes(gateway: Pick<JudgeGateway, 'languages'>): Router {
  return routerOf(
    JUDGE_ROUTES,
    {},
    {
      languages: async (_req, res) => {
        const languages = [...(await offeredLanguages(gateway))];
        const body: OfferedLanguagesResponse = { languages, details: languageDetails(languages) };
        res.json(body);
      },
    },
  );
}
