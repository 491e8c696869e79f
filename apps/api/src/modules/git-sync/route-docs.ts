import {
  gitSyncDeletedSchema,
  gitSyncResponseSchema,
  gitSyncSettingSchema,
  gitSyncWriteSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** /api/git-sync in the OpenAPI document. */
export const GIT_SYNC_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'get',
    path: '/git-sync',
    tag: 'practice',
    summary:
      'The signed-in user’s "Sync to Git" setting (never its token), whether a sync is owed, and the last sync’s result (time, ok or the error in words); null when not set up',
    access: 'user',
    success: { status: 200, description: 'The setting or null', schema: gitSyncResponseSchema },
    errors: [401],
  },
  {
    method: 'put',
    path: '/git-sync',
    tag: 'practice',
    summary:
      'Set up "Sync to Git": a remote (https; plain http only to loopback on a non-production server; a host on a private, link-local, CGNAT or — in production — loopback address is refused, also at connect time), a branch and an access token (stored encrypted, never returned or logged; omit it to keep the stored one). Accepted solutions and notes (the export’s layout) are pushed at once and after each accepted submission, in the background',
    access: 'user',
    body: gitSyncWriteSchema,
    success: { status: 200, description: 'The setting as stored', schema: gitSyncSettingSchema },
    errors: [400, 401, 429],
  },
  {
    method: 'post',
    path: '/git-sync/run',
    tag: 'practice',
    summary: 'Sync now, in the background (coalesced with a sync already running); GET shows the result',
    access: 'user',
    success: { status: 200, description: 'The setting, pending', schema: gitSyncSettingSchema },
    errors: [401, 404, 429],
  },
  {
    method: 'delete',
    path: '/git-sync',
    tag: 'practice',
    summary: 'Turn "Sync to Git" off and forget the token; the remote keeps what was pushed',
    access: 'user',
    success: { status: 200, description: 'The setting is gone', schema: gitSyncDeletedSchema },
    errors: [401, 429],
  },
];
