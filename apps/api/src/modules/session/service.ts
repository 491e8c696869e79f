import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '@codecourt/contracts';
import type { UserRow } from '../../db/schema/index.js';
import type { RefreshTokenRepository, RotationOutcome } from './repository.js';
import type { TokenSigner } from './tokens.js';

export type SessionTokens = { accessToken: string; refreshToken: string };

export type RefreshResult =
  | { ok: true; user: UserRow; tokens: SessionTokens }
  | {
      ok: false;
      reason: 'missing' | 'invalid' | 'deleted-user' | Exclude<RotationOutcome['kind'], 'rotated'>;
    };

/** Where sessions find their users (the user module's repository). */
export type UserLookup = { findById: (id: string) => Promise<UserRow | undefined> };

type Deps = { signer: TokenSigner; refreshTokens: RefreshTokenRepository; users: UserLookup };

/** Sign-ins as token families: start one, rotate its refresh token, end it. */
export function createSessionService({ signer, refreshTokens, users }: Deps) {
  const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);

  return {
    async start(user: UserRow): Promise<SessionTokens> {
      const familyId = randomUUID();
      const refreshToken = await signer.signRefresh(user.id, familyId);
      await refreshTokens.insert({
        token: refreshToken,
        userId: user.id,
        familyId,
        expiresAt: refreshExpiry(),
      });
      return { accessToken: await signer.signAccess(user), refreshToken };
    },

    async refresh(presented: string | undefined): Promise<RefreshResult> {
      if (!presented) return { ok: false, reason: 'missing' };
      const claims = await signer.verifyRefresh(presented);
      if (!claims) return { ok: false, reason: 'invalid' };
      const next = await signer.signRefresh(claims.sub, claims.fid);
      const outcome = await refreshTokens.rotate(presented, {
        token: next,
        userId: claims.sub,
        familyId: claims.fid,
        expiresAt: refreshExpiry(),
      });
      if (outcome.kind !== 'rotated') return { ok: false, reason: outcome.kind };
      const user = await users.findById(outcome.userId);
      if (!user) return { ok: false, reason: 'deleted-user' };
      return { ok: true, user, tokens: { accessToken: await signer.signAccess(user), refreshToken: next } };
    },

    /** The user a valid access token signs in, if they still exist. */
    userOfAccessToken: async (token: string): Promise<UserRow | undefined> => {
      const claims = await signer.verifyAccess(token);
      return claims ? users.findById(claims.sub) : undefined;
    },

    async end(presented: string | undefined): Promise<void> {
      if (presented) await refreshTokens.revokeFamilyOf(presented);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
