import type { RequestHandler } from 'express';
import { TWO_FACTOR_MESSAGES } from '@codecourt/contracts';
import { appError, catalogueError } from '../lib/app-error.js';
import { adminMustEnrol } from './admin-two-factor-policy.js';
import { signedInUser } from './auth-context.js';

/** Mount after requireAuth: 403 for signed-in users who are not admins, or admins the 2FA policy holds back. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  const user = signedInUser(req);
  if (user.role !== 'admin') {
    next(appError('forbidden', 403));
    return;
  }
  if (adminMustEnrol(req, user)) {
    next(catalogueError(TWO_FACTOR_MESSAGES)('adminNeedsTwoFactor', 403));
    return;
  }
  next();
};
