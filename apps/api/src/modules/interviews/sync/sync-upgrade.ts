// GET /api/interviews/{id}/sync upgraded to a WebSocket (issue #41 item 2). The upgrade never reaches
// Express, so it signs in here, as the API's middleware would: a personal token in `Authorization:
// Bearer`, else the session cookie from a page of this site. Whoever is not in the room is answered with
// an HTTP status and the socket is closed: no byte of the document is sent before the check passes.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { INTERVIEW_SYNC_MESSAGE_MAX_BYTES, idSchema } from '@codecourt/contracts';
import type { UserRow } from '../../../db/schema/index.js';
import type { Logger } from '../../../lib/logger.js';
import { refuseUpgrade } from '../../../lib/upgrades.js';
import { toLoggableError } from '../../../lib/loggable-error.js';
import type { SyncAccess } from '../service.js';
import type { RoomDocuments } from './room-documents.js';

/** Who an upgrade request signs in (undefined: nobody, or a bad token), as the API's middleware decides. */
export type UpgradeSignIn = {
  /** The user of a personal token's secret; undefined for an unknown or revoked one. */
  userOfPersonalToken: (secret: string) => Promise<UserRow | undefined>;
  /** The user of a session's access token (the cookie's value). */
  userOfAccessToken: (token: string) => Promise<UserRow | undefined>;
  accessCookie: string;
  /** Pages of other origins allowed to use the session cookie (CORS_ORIGINS); the API's own always is. */
  allowedOrigins: readonly string[];
};

export type SyncUpgradeDeps = {
  signIn: UpgradeSignIn;
  syncAccess: (interviewId: string, user: UserRow) => Promise<SyncAccess | undefined>;
  documents: RoomDocuments;
  logger: Logger;
};

const SYNC_PATH = /^\/api\/interviews\/([^/?#]+)\/sync\/?(?:\?.*)?$/;

function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      const value = part.slice(at + 1).trim();
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * A page of another site could open the socket with the user's cookie (cross-site WebSocket hijacking):
 * a browser always sends Origin on a WebSocket, so the cookie counts only from this site's own pages.
 */
function originAllowed(req: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** 401 when nobody signs in; otherwise the user. */
async function signedIn(req: IncomingMessage, signIn: UpgradeSignIn): Promise<UserRow | number> {
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  if (bearer !== undefined) return (await signIn.userOfPersonalToken(bearer)) ?? 401;
  const token = cookieOf(req.headers.cookie, signIn.accessCookie);
  if (token === undefined) return 401;
  if (!originAllowed(req, signIn.allowedOrigins)) return 403;
  return (await signIn.userOfAccessToken(token)) ?? 401;
}

export function createSyncUpgrade(deps: SyncUpgradeDeps) {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: INTERVIEW_SYNC_MESSAGE_MAX_BYTES });

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const id = SYNC_PATH.exec(req.url ?? '')?.[1];
    if (id === undefined) {
      refuseUpgrade(socket, 404);
      return;
    }
    const user = await signedIn(req, deps.signIn);
    if (typeof user === 'number') {
      refuseUpgrade(socket, user);
      return;
    }
    const access = idSchema.safeParse(id).success ? await deps.syncAccess(id, user) : undefined;
    if (!access) {
      refuseUpgrade(socket, 404);
      return;
    }
    const room = await deps.documents.hold(id);
    if (socket.destroyed) {
      deps.documents.release(room);
      return;
    }
    let attached = false;
    // A handshake ws refuses (a bad key) never reaches the callback: the hold is given back on close.
    socket.once('close', () => {
      if (!attached) deps.documents.release(room);
    });
    sockets.handleUpgrade(req, socket, head, (ws) => {
      attached = true;
      deps.documents.attach(room, ws, access.readOnly);
    });
  }

  return {
    /** The server's `upgrade` listener for this path. */
    handle(req: IncomingMessage, socket: Duplex, head: Buffer): void {
      upgrade(req, socket, head).catch((error: unknown) => {
        deps.logger.error({ err: toLoggableError(error) }, 'interview sync upgrade failed');
        refuseUpgrade(socket, 500);
      });
    },
    /** Whether this handler serves the request's path. */
    serves(req: IncomingMessage): boolean {
      return SYNC_PATH.test(req.url ?? '');
    },
  };
}
