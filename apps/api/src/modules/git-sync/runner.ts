import type { Logger } from '../../lib/logger.js';
import { exportFiles } from '../export/export-files.js';
import type { ExportRepository } from '../export/export-repository.js';
import { pinnedHttp } from './guarded-http.js';
import { resolveTarget } from './resolve-target.js';
import { pushFiles } from './push-files.js';
import type { TargetPolicy } from './remote-target.js';
import { parseRemoteUrl } from './remote-target.js';
import type { GitSyncRepository } from './repository.js';
import { syncErrorMessage, TokenUnreadableError } from './sync-error.js';
import type { TokenCipher } from './token-cipher.js';
import { MESSAGES } from '@codecourt/contracts';

export type GitSyncRunnerDeps = {
  repository: GitSyncRepository;
  exports: ExportRepository;
  cipher: TokenCipher;
  policy: TargetPolicy;
  /** The web app's address, for the problem links in the files. */
  publicUrl: string;
  logger: Logger;
  clock: () => Date;
  /** Waits before the second, third… attempt of a sync that failed on the way (the remote unreachable). */
  retryDelaysMs: readonly number[];
  /** A request to the remote that stalls this long fails. */
  requestTimeoutMs: number;
};

/** The library's error code (HttpError, NotFoundError…): safe to log, unlike its message. */
const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Pushes users' work to their remotes in the background. One sync per user at a time (the repository's claim,
 * and a set in this process); requests made while one runs are coalesced into one more run after it.
 */
export function createGitSyncRunner(deps: GitSyncRunnerDeps) {
  const { repository, logger, clock } = deps;
  const running = new Set<string>();

  const pushOnce = async (
    userId: string,
    row: { remoteUrl: string; branch: string; tokenCipher: string },
  ) => {
    let token: string;
    try {
      token = deps.cipher.open(row.tokenCipher);
    } catch {
      throw new TokenUnreadableError();
    }
    const url = parseRemoteUrl(row.remoteUrl, deps.policy);
    if (!url) throw new Error(MESSAGES.gitSyncUrlInvalid);
    const [solutions, notes] = await Promise.all([
      deps.exports.latestAccepted(userId),
      deps.exports.notes(userId),
    ]);
    const base = deps.publicUrl.replace(/\/+$/, '');
    const files = exportFiles(solutions, notes, (id) => `${base}/problem/${encodeURIComponent(id)}`);
    // Resolved again at every push, and then only that address is connected to.
    const target = await resolveTarget(url.hostname, deps.policy);
    return pushFiles(
      files,
      { url: url.href, branch: row.branch, token },
      pinnedHttp(target, deps.requestTimeoutMs),
    );
  };

  /** Only a failure on the way is worth another try; a refused token or push fails the same way again. */
  const transient = (message: string) => message === MESSAGES.gitSyncUnreachable;

  const syncUser = async (userId: string): Promise<void> => {
    if (running.has(userId)) return;
    running.add(userId);
    try {
      for (;;) {
        const row = await repository.claim(userId, clock());
        if (!row) return;
        let error: string | null = null;
        for (let attempt = 0; ; attempt += 1) {
          try {
            const outcome = await pushOnce(userId, row);
            error = null;
            logger.info({ userId, outcome }, 'git sync finished');
            break;
          } catch (failure) {
            error = syncErrorMessage(failure);
            const delay = deps.retryDelaysMs[attempt];
            // The error in words only: the library's own text may quote the remote's answer.
            logger.warn({ userId, error, attempt, code: codeOf(failure) }, 'git sync failed');
            if (delay === undefined || !transient(error)) break;
            await sleep(delay);
          }
        }
        await repository.finish(userId, { at: clock(), ok: error === null, error });
      }
    } finally {
      running.delete(userId);
    }
  };

  return {
    syncUser,
    /** Runs every owed sync (a few users at a time); what is left waits for the next round. */
    async runOwed(): Promise<void> {
      const owed = await repository.owed(clock(), 4);
      await Promise.all(owed.map(syncUser));
    },
  };
}

export type GitSyncRunner = ReturnType<typeof createGitSyncRunner>;
