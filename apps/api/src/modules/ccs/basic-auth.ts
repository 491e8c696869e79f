// ICPC Tools (the CDS, the resolver) sign in to a Contest API with a user name and a password over HTTP
// Basic: here the password is a personal access token and the user name is not read.
import type { Request, RequestHandler } from 'express';
import type { Database } from '../../db/client.js';
import { createTokenAuth } from '../tokens/token-auth.js';
import type { UserRepository } from '../user/repository.js';

/** The password of an `Authorization: Basic base64(user:password)` header. */
export function basicPasswordOf(req: Request): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(req.get('authorization') ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/** Signs the request in by the token in its Basic password; a request without one passes on untouched. */
export function createBasicTokenAuth(options: {
  db: Database;
  users: UserRepository;
  limiter: RequestHandler;
}): RequestHandler {
  return createTokenAuth({ ...options, secretOf: basicPasswordOf });
}
