import type { RequestHandler } from 'express';
import { appError } from '../lib/app-error.js';
import { tokenIdentityOf } from './auth-context.js';

/**
 * Mount after requireAuth: 403 for a request signed in by a personal access token. Only a browser session
 * creates tokens, so a leaked token cannot mint others that would outlive its revocation.
 */
export const sessionOnly: RequestHandler = (req, _res, next) => {
  if (tokenIdentityOf(req)) {
    next(appError('tokensNeedSession', 403));
    return;
  }
  next();
};
