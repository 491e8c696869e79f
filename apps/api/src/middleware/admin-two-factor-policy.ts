import type { Application, Request } from 'express';
import type { UserRow } from '../db/schema/index.js';

/** Which apps run under REQUIRE_ADMIN_TWO_FACTOR: kept per app, so apps built side by side (tests) differ. */
const policyOn = new WeakSet<Application>();

export function requireAdminTwoFactor(app: Application): void {
  policyOn.add(app);
}

/** An admin who must turn two-factor sign-in on before the admin routes answer. */
export function adminMustEnrol(req: Request, user: UserRow): boolean {
  return user.role === 'admin' && !user.twoFactorEnabled && policyOn.has(req.app);
}
