import type { RequestHandler } from 'express';
import { appError } from '../lib/app-error.js';
import { signedInUser } from './auth-context.js';

/** Mount after requireAuth: 403 for signed-in users who are not admins. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (signedInUser(req).role !== 'admin') {
    next(appError('forbidden', 403));
    return;
  }
  next();
};
