// "Sync to Git": /api/git-sync. Accepted solutions and notes are pushed to a remote the user names.
import { z } from 'zod';
import { isoDateSchema } from './common.js';
import { MESSAGES } from './messages.js';

export const GIT_SYNC_TOKEN_MAX_LENGTH = 500;
export const GIT_SYNC_URL_MAX_LENGTH = 500;

/** A remote branch name git accepts, kept simple: no "..", no leading "-" or "/", no ".lock" ending. */
const branchSchema = z
  .string()
  .trim()
  .max(100, MESSAGES.gitSyncBranchInvalid)
  .regex(
    /^(?![-/])(?!.*\.\.)(?!.*\/\/)(?!.*[./]$)(?!.*\.lock$)[A-Za-z0-9._/-]+$/,
    MESSAGES.gitSyncBranchInvalid,
  );

/**
 * PUT /git-sync: the remote (https; plain http only to loopback on a server that allows it), the branch, and
 * the token. Without a token the stored one is kept (changing the branch does not ask for it again).
 */
export const gitSyncWriteSchema = z.object({
  remoteUrl: z
    .string()
    .trim()
    .min(1, MESSAGES.gitSyncUrlInvalid)
    .max(GIT_SYNC_URL_MAX_LENGTH, MESSAGES.gitSyncUrlInvalid),
  branch: branchSchema,
  token: z.string().trim().max(GIT_SYNC_TOKEN_MAX_LENGTH, MESSAGES.gitSyncTokenTooLong).optional(),
});
export type GitSyncWrite = z.infer<typeof gitSyncWriteSchema>;

/** The last sync's outcome: when it ended, and the error in words when it failed. */
export const gitSyncResultSchema = z.object({
  at: isoDateSchema,
  ok: z.boolean(),
  error: z.string().nullable(),
});
export type GitSyncResult = z.infer<typeof gitSyncResultSchema>;

/** GET /git-sync: the setting without its token (never returned), the last result, whether a sync is owed. */
export const gitSyncSettingSchema = z.object({
  remoteUrl: z.string(),
  branch: z.string(),
  hasToken: z.literal(true),
  pending: z.boolean(),
  lastSync: gitSyncResultSchema.nullable(),
});
export type GitSyncSetting = z.infer<typeof gitSyncSettingSchema>;
export const gitSyncResponseSchema = gitSyncSettingSchema.nullable();

/** DELETE /git-sync: answered whether there was a setting or not. */
export const gitSyncDeletedSchema = z.object({ deleted: z.literal(true) });
