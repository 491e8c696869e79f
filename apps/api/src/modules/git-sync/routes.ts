import { lookup } from 'node:dns/promises';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import { gitSyncWriteSchema } from '@codecourt/contracts';
import type { GitSyncSetting } from '@codecourt/contracts';
import type { GitSyncSettingsRow } from '../../db/schema/index.js';
import { appError } from '../../lib/app-error.js';
import { parsed, validate } from '../../lib/validate.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { addressAllowed, parseRemoteUrl, type TargetPolicy } from './remote-target.js';
import type { GitSyncRepository } from './repository.js';
import type { GitSyncRunner } from './runner.js';
import type { TokenCipher } from './token-cipher.js';

export type GitSyncRoutesDeps = {
  repository: GitSyncRepository;
  runner: GitSyncRunner;
  cipher: TokenCipher;
  policy: TargetPolicy;
  requireAuth: RequestHandler;
  /** Per-user limit on writes and manual syncs: a sync reads all of the user's accepted work. */
  writeLimiter: RequestHandler;
  clock: () => Date;
};

/** The setting as the API shows it: never the token. */
export function settingJson(row: GitSyncSettingsRow): GitSyncSetting {
  return {
    remoteUrl: row.remoteUrl,
    branch: row.branch,
    hasToken: true,
    pending: row.requestedAt !== null || row.startedAt !== null,
    lastSync:
      row.lastSyncAt && row.lastSyncOk !== null
        ? { at: row.lastSyncAt.toISOString(), ok: row.lastSyncOk, error: row.lastSyncError }
        : null,
  };
}

/** 400 unless the URL is one the sync may push to; a host that resolves to a refused address is refused now. */
async function checkedRemote(text: string, policy: TargetPolicy): Promise<string> {
  const url = parseRemoteUrl(text, policy);
  if (!url) throw appError('gitSyncUrlInvalid', 400);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = await lookup(host, { all: true }).catch(() => []);
  if (addresses.some((a) => !addressAllowed(a.address, policy))) throw appError('gitSyncUrlForbidden', 400);
  return url.href;
}

/** /api/git-sync: the signed-in user's "Sync to Git" setting, its last result, and a manual sync. */
export function createGitSyncRoutes(deps: GitSyncRoutesDeps): Router {
  const router = Router();
  const { repository, runner, requireAuth, writeLimiter, clock } = deps;
  router.use(requireAuth);
  const kick = (userId: string) => {
    void runner.syncUser(userId);
  };

  router.get('/', async (req, res) => {
    const row = await repository.find(signedInUser(req).id);
    res.json(row ? settingJson(row) : null);
  });

  router.put('/', writeLimiter, validate('body', gitSyncWriteSchema), async (req, res) => {
    const userId = signedInUser(req).id;
    const body = parsed(req, 'body', gitSyncWriteSchema);
    const remoteUrl = await checkedRemote(body.remoteUrl, deps.policy);
    const existing = await repository.find(userId);
    const tokenCipher = body.token ? deps.cipher.seal(body.token) : existing?.tokenCipher;
    if (!tokenCipher) throw appError('gitSyncTokenRequired', 400);
    const row = await repository.save(userId, { remoteUrl, branch: body.branch, tokenCipher }, clock());
    kick(userId);
    res.json(settingJson(row));
  });

  router.post('/run', writeLimiter, async (req, res) => {
    const userId = signedInUser(req).id;
    if (!(await repository.find(userId))) throw appError('gitSyncNotSet', 404);
    await repository.request(userId, clock());
    kick(userId);
    const row = await repository.find(userId);
    if (!row) throw appError('gitSyncNotSet', 404);
    res.json(settingJson(row));
  });

  router.delete('/', writeLimiter, async (req, res) => {
    await repository.remove(signedInUser(req).id);
    res.json({ deleted: true as const });
  });

  return router;
}
