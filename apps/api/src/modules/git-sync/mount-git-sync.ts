import type { Express, RequestHandler } from 'express';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { createExportRepository } from '../export/export-repository.js';
import { createGitSyncRepository } from './repository.js';
import { createGitSyncRoutes } from './routes.js';
import { createGitSyncRunner } from './runner.js';
import { createTokenCipher } from './token-cipher.js';

export type GitSyncDeps = {
  db: Database;
  logger: Logger;
  requireAuth: RequestHandler;
  writeLimiter: RequestHandler;
  /** The key the tokens are encrypted with is derived from it. */
  secret: string;
  /** Loopback remotes (plain http too) are allowed off production only: the tests' Git server is on loopback. */
  allowLoopback: boolean;
  publicUrl: string;
  clock: () => Date;
  /** With it, owed syncs (accepted submissions) are picked up every few seconds until it aborts. */
  shutdown?: AbortSignal;
};

export const GIT_SYNC_POLL_MS = 3000;
const RETRY_DELAYS_MS = [5_000, 30_000];
const REQUEST_TIMEOUT_MS = 30_000;

/** /api/git-sync, and the background runner that pushes after accepted submissions. */
export function mountGitSync(app: Express, deps: GitSyncDeps): void {
  const repository = createGitSyncRepository(deps.db);
  const cipher = createTokenCipher(deps.secret);
  const policy = { allowLoopback: deps.allowLoopback };
  const runner = createGitSyncRunner({
    repository,
    exports: createExportRepository(deps.db),
    cipher,
    policy,
    publicUrl: deps.publicUrl,
    logger: deps.logger,
    clock: deps.clock,
    retryDelaysMs: RETRY_DELAYS_MS,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  });
  app.use(
    '/api',
    createGitSyncRoutes({
      repository,
      runner,
      cipher,
      policy,
      requireAuth: deps.requireAuth,
      writeLimiter: deps.writeLimiter,
      clock: deps.clock,
    }),
  );
  const { shutdown } = deps;
  if (!shutdown) return;
  const timer = setInterval(() => {
    runner.runOwed().catch((error: unknown) => {
      deps.logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'git sync round failed',
      );
    });
  }, GIT_SYNC_POLL_MS);
  timer.unref();
  shutdown.addEventListener('abort', () => {
    clearInterval(timer);
  });
}
