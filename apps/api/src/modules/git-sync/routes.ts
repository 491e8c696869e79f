import type { RequestHandler, Router } from 'express';
import {
  gitSyncDeletedSchema,
  gitSyncResponseSchema,
  gitSyncSettingSchema,
  gitSyncWriteSchema,
} from '@codecourt/contracts';
import type { GitSyncSetting } from '@codecourt/contracts';
import type { GitSyncSettingsRow } from '../../db/schema/index.js';
import { appError } from '../../lib/app-error.js';
import { signedInUser } from '../../middleware/auth-context.js';
import { defineRoutes, routerOf } from '../../middleware/route-definition.js';
import { parseRemoteUrl, type TargetPolicy } from './remote-target.js';
import { resolveTarget } from './resolve-target.js';
import type { GitSyncRepository } from './repository.js';
import type { GitSyncRunner } from './runner.js';
import type { TokenCipher } from './token-cipher.js';

/** /api/git-sync: the signed-in user's "Sync to Git" setting, its last result, and a manual sync. */
export const GIT_SYNC_ROUTES = defineRoutes(
  { prefix: '/git-sync', tag: 'practice' },
  {
    read: {
      method: 'get',
      path: '',
      summary:
        'The signed-in user’s "Sync to Git" setting (never its token), whether a sync is owed, and the last sync’s result (time, ok or the error in words); null when not set up',
      access: 'user',
      success: { status: 200, description: 'The setting or null', schema: gitSyncResponseSchema },
      errors: [401],
    },
    save: {
      method: 'put',
      path: '',
      summary:
        'Set up "Sync to Git": a remote (https; plain http only to loopback on a non-production server; a host that does not resolve, or resolves to a private, link-local, unique-local, CGNAT, the server’s own or — in production — loopback address, is refused, and again at every push, which connects to the address it resolved), a branch and an access token (stored encrypted, never returned or logged; omit it to keep the stored one). Accepted solutions and notes (the export’s layout) are pushed at once and after each accepted submission, in the background',
      access: 'user',
      body: gitSyncWriteSchema,
      success: { status: 200, description: 'The setting as stored', schema: gitSyncSettingSchema },
      errors: [400, 401, 429],
    },
    run: {
      method: 'post',
      path: '/run',
      summary: 'Sync now, in the background (coalesced with a sync already running); GET shows the result',
      access: 'user',
      success: { status: 200, description: 'The setting, pending', schema: gitSyncSettingSchema },
      errors: [401, 404, 429],
    },
    remove: {
      method: 'delete',
      path: '',
      summary: 'Turn "Sync to Git" off and forget the token; the remote keeps what was pushed',
      access: 'user',
      success: { status: 200, description: 'The setting is gone', schema: gitSyncDeletedSchema },
      errors: [401, 429],
    },
  },
);

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

/** 400 unless the URL is one the sync may push to; a host that resolves to a refused address, or not at all, is refused now. */
async function checkedRemote(text: string, policy: TargetPolicy): Promise<string> {
  const url = parseRemoteUrl(text, policy);
  if (!url) throw appError('gitSyncUrlInvalid', 400);
  // Fails closed: a host that does not resolve is refused like one that resolves to a refused address.
  await resolveTarget(url.hostname, policy).catch(() => {
    throw appError('gitSyncUrlForbidden', 400);
  });
  return url.href;
}

/** The routes of GIT_SYNC_ROUTES, mounted at /api. */
export function createGitSyncRoutes(deps: GitSyncRoutesDeps): Router {
  const { repository, runner, writeLimiter, clock } = deps;
  const kick = (userId: string) => {
    void runner.syncUser(userId);
  };

  return routerOf(GIT_SYNC_ROUTES, deps, {
    read: async (req, res) => {
      const row = await repository.find(signedInUser(req).id);
      res.json(row ? settingJson(row) : null);
    },
    save: {
      before: [writeLimiter],
      handle: async (req, res, { body }) => {
        const userId = signedInUser(req).id;
        const remoteUrl = await checkedRemote(body.remoteUrl, deps.policy);
        const existing = await repository.find(userId);
        const tokenCipher = body.token ? deps.cipher.seal(body.token) : existing?.tokenCipher;
        if (!tokenCipher) throw appError('gitSyncTokenRequired', 400);
        const row = await repository.save(userId, { remoteUrl, branch: body.branch, tokenCipher }, clock());
        kick(userId);
        res.json(settingJson(row));
      },
    },
    run: {
      before: [writeLimiter],
      handle: async (req, res) => {
        const userId = signedInUser(req).id;
        if (!(await repository.find(userId))) throw appError('gitSyncNotSet', 404);
        await repository.request(userId, clock());
        kick(userId);
        const row = await repository.find(userId);
        if (!row) throw appError('gitSyncNotSet', 404);
        res.json(settingJson(row));
      },
    },
    remove: {
      before: [writeLimiter],
      handle: async (req, res) => {
        await repository.remove(signedInUser(req).id);
        res.json({ deleted: true as const });
      },
    },
  });
}
