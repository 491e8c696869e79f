import type { RequestHandler } from 'express';
import type { Database } from '../../db/client.js';
import { appError } from '../../lib/app-error.js';
import { createTokenAuth } from '../tokens/token-auth.js';
import type { UserRepository } from '../user/repository.js';

/**
 * Judge0's authentication: a personal access token in `header` (X-Auth-Token unless JUDGE0_AUTH_HEADER
 * renames it). Without one, or with an unknown one, 401, as Judge0 answers; `limiter` then counts per token.
 */
export function createJudge0TokenAuth(options: {
  db: Database;
  users: UserRepository;
  header: string;
  limiter: RequestHandler;
}): RequestHandler {
  const { header } = options;
  const tokenAuth = createTokenAuth({
    db: options.db,
    users: options.users,
    secretOf: (req) => req.get(header),
    limiter: options.limiter,
  });
  return (req, res, next) => {
    if (req.get(header) === undefined) {
      next(appError('notAuthenticated', 401));
      return;
    }
    void tokenAuth(req, res, next);
  };
}
