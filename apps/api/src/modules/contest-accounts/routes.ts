import type { RequestHandler, Router } from 'express';
import {
  CONTEST_ACCOUNTS_MESSAGES,
  CONTEST_ACCOUNTS_ROWS_MAX,
  idParamSchema,
  importAccountsRequestSchema,
  importAccountsResponseSchema,
} from '@codecourt/contracts';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import type { ContestAccountService } from './service.js';

/** /api/contests/{id}/accounts: an organiser's batch of accounts and registrations (issue #36 item 2). */
export const CONTEST_ACCOUNT_ROUTES = defineRoutes(
  { prefix: '/contests', tag: 'contests' },
  {
    importAccounts: {
      method: 'post',
      path: '/{id}/accounts',
      summary: `Create accounts from a CSV and register them (admin): a header row, then per team \`team,affiliation,country,name1,email1,...\` up to the contest's teamSize (an individual contest: \`name,email\`), at most ${String(CONTEST_ACCOUNTS_ROWS_MAX)} rows. Each new email gets an account with a generated password, answered here only (never stored in clear, never logged); an email with an account keeps it (password null), a team already imported with the same members is reused, so the same file imported twice adds nothing. Any problem answers 400 \`{error, rows: [{line, message}]}\` and writes nothing`,
      access: 'admin',
      params: idParamSchema,
      body: importAccountsRequestSchema,
      success: {
        status: 201,
        description: 'Every member of the file, with the passwords of the accounts created now',
        schema: importAccountsResponseSchema,
      },
      errors: [400, 401, 403, 404, 409, 413, 429],
    },
  },
);

export type ContestAccountRoutesDeps = {
  service: ContestAccountService;
  requireAuth: RequestHandler;
  /** Per admin: an import may hash thousands of passwords. */
  importLimiter: RequestHandler;
};

export function createContestAccountRoutes(deps: ContestAccountRoutesDeps): Router {
  return routerOf(CONTEST_ACCOUNT_ROUTES, deps, {
    importAccounts: {
      before: [deps.importLimiter],
      handle: async (_req, res, { params, body }) => {
        const outcome = await deps.service.importCsv(params.id, body.csv);
        if (outcome.ok) res.status(201).json(outcome.answer);
        else res.status(400).json({ error: CONTEST_ACCOUNTS_MESSAGES.invalid, rows: outcome.rows });
      },
    },
  });
}
