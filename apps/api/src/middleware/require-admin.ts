import type { RequestHandler } from 'express';
import { MESSAGES } from '@codecourt/contracts';
import { AppError } from '../lib/app-error.js';
import { signedInUser } from './auth-context.js';

/** Mount after requireAuth: 403 for signed-in users who are not admins. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (signedInUser(req).role !== 'admin') {
    next(new AppError('forbidden', MESSAGES.forbidden, 403));
    return;
  }
  next();
};
