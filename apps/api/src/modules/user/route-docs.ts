import {
  accountMessageResponseSchema,
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from '@codecourt/contracts';
import type { RouteDoc } from '../docs/route-table.js';

/** The password routes of /api/user in the OpenAPI document. */
export const PASSWORD_ROUTE_DOCS: RouteDoc[] = [
  {
    method: 'post',
    path: '/user/change-password',
    tag: 'user',
    summary:
      'Change the signed-in user’s password (the current one required; signup rules); their other sign-ins end',
    access: 'user',
    body: changePasswordRequestSchema,
    success: { status: 200, description: 'Changed', schema: accountMessageResponseSchema },
    errors: [400, 401, 429],
  },
  {
    method: 'post',
    path: '/user/forgot-password',
    tag: 'user',
    summary:
      'Email a single-use, 30-minute reset link if the address has an account (the same answer either way)',
    access: 'public',
    body: forgotPasswordRequestSchema,
    success: { status: 200, description: 'The neutral answer', schema: accountMessageResponseSchema },
    errors: [400, 429],
  },
  {
    method: 'post',
    path: '/user/reset-password',
    tag: 'user',
    summary: 'Set a new password from a reset link; every sign-in of the account ends',
    access: 'public',
    body: resetPasswordRequestSchema,
    success: { status: 200, description: 'The password was reset', schema: accountMessageResponseSchema },
    errors: [400, 429],
  },
];
