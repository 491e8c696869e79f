import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '@codecourt/contracts';
import type { ListenToChanges } from '../../db/change-feed.js';
import type { UserRow } from '../../db/schema/index.js';
import type { EndedSignIns } from './ended-sign-ins.js';
import { createLiveFamilies } from './live-families.js';
import { createSignedInUsers } from './signed-in-users.js';
import type { RefreshTokenRepository, RotationOutcome } from './repository.js';
import type { TokenSigner } from './tokens.js';

export type SessionTokens = { accessToken: string; refreshToken: string };

export type RefreshResult =
  | { ok: true; user: UserRow; tokens: SessionTokens }
  | {
      ok: false;
      reason: 'missing' | 'invalid' | 'deleted-user' | Exclude<RotationOutcome['kind'], 'rotated'>;
    };

/** Where sessions find their users (the user module's repository), and hear of this process's changes. */
export type UserLookup = {
  findById: (id: string) => Promise<UserRow | undefined>;
  onChange?: (listener: (userId: string) => void) => void;
};

type Deps = {
  signer: TokenSigner;
  refreshTokens: RefreshTokenRepository;
  users: UserLookup;
  /** The database's change feed: sign-ins ended by other API instances are heard through it. */
  listen?: ListenToChanges | undefined;
  /** Sign-ins just ended, shared at once by every instance on one Redis. */
  endedSignIns?: EndedSignIns | undefined;
};

/** Sign-ins as token families: start one, rotate its refresh token, end it. */
export function createSessionService({ signer, refreshTokens, users, listen, endedSignIns }: Deps) {
  const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
  const liveFamilies = createLiveFamilies((familyId) => refreshTokens.isFamilyLive(familyId), {
    listen,
    endedElsewhere: endedSignIns?.isEnded,
  });
  const signedInUsers = createSignedInUsers((id) => users.findById(id), { listen });
  users.onChange?.(signedInUsers.forget);
  const ended = async (familyIds: readonly string[]) => {
    for (const familyId of familyIds) liveFamilies.forget(familyId);
    if (endedSignIns) await Promise.all(familyIds.map((familyId) => endedSignIns.mark(familyId)));
  };

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
      return { accessToken: await signer.signAccess(user, familyId), refreshToken };
    },

    async refresh(presented: string | undefined): Promise<RefreshResult> {
      if (!presented) return { ok: false, reason: 'missing' };
      const claims = await signer.verifyRefresh(presented);
      if (!claims) return { ok: false, reason: 'invalid' };
      const outcome = await refreshTokens.rotate(presented, claims.fid, async (issuedAt) => {
        const seconds = Math.floor(issuedAt.getTime() / 1000);
        return {
          token: await signer.signSuccessor(presented, claims, seconds),
          userId: claims.sub,
          familyId: claims.fid,
          expiresAt: new Date((seconds + REFRESH_TOKEN_TTL_SECONDS) * 1000),
        };
      });
      if (outcome.kind !== 'rotated') {
        await ended([claims.fid]);
        return { ok: false, reason: outcome.kind };
      }
      const user = await users.findById(outcome.userId);
      if (!user) return { ok: false, reason: 'deleted-user' };
      return {
        ok: true,
        user,
        tokens: { accessToken: await signer.signAccess(user, claims.fid), refreshToken: outcome.token },
      };
    },

    /** The user a valid access token signs in, if they still exist and their sign-in has not ended. */
    userOfAccessToken: async (token: string): Promise<UserRow | undefined> => {
      const claims = await signer.verifyAccess(token);
      if (!claims || !(await liveFamilies.check(claims.fid))) return undefined;
      return signedInUsers.find(claims.sub);
    },

    async end(presented: string | undefined): Promise<void> {
      const claims = presented ? await signer.verifyRefresh(presented) : undefined;
      if (!claims) return;
      await refreshTokens.revokeFamily(claims.fid);
      await ended([claims.fid]);
    },

    /** The sign-in (token family) a valid access token belongs to. */
    familyOfAccessToken: async (token: string): Promise<string | undefined> =>
      (await signer.verifyAccess(token))?.fid,

    /**
     * Ends every sign-in of the user but `keepFamilyId` (the one changing the password): their refresh
     * tokens stop working and their access tokens at the next request on any instance.
     */
    async endAllOf(userId: string, keepFamilyId?: string): Promise<void> {
      await ended(await refreshTokens.revokeUserFamilies(userId, keepFamilyId));
    },

    /** Deletes the refresh-token rows nothing needs any more; returns how many. */
    prune: (): Promise<number> => refreshTokens.prune(),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
