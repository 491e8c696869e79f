import { createHmac, randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { z } from 'zod';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS, ROLES, idSchema } from '@codecourt/contracts';
import type { Role } from '@codecourt/contracts';

const ALGORITHM = 'HS256';
export const ACCESS_AUDIENCE = 'codecourt:access';
export const REFRESH_AUDIENCE = 'codecourt:refresh';

/** `fid`: the sign-in the access token was issued to, so ending the sign-in ends its access tokens too. */
const accessClaimsSchema = z.object({ sub: idSchema, role: z.enum(ROLES), fid: idSchema });
const refreshClaimsSchema = z.object({ sub: idSchema, fid: idSchema, jti: z.string().min(1) });

export type AccessClaims = z.infer<typeof accessClaimsSchema>;
export type RefreshClaims = z.infer<typeof refreshClaimsSchema>;

/** Signs and checks the two session JWTs, each with its own key and audience so one can never pass for the other. */
export function createTokenSigner(secrets: { accessSecret: string; refreshSecret: string }) {
  const accessKey = new TextEncoder().encode(secrets.accessSecret);
  const refreshKey = new TextEncoder().encode(secrets.refreshSecret);

  return {
    signAccess(user: { id: string; role: Role }, familyId: string): Promise<string> {
      return new SignJWT({ role: user.role, fid: familyId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(user.id)
        .setAudience(ACCESS_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(accessKey);
    },

    signRefresh(userId: string, familyId: string): Promise<string> {
      return new SignJWT({ fid: familyId })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(userId)
        .setAudience(REFRESH_AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${REFRESH_TOKEN_TTL_SECONDS}s`)
        .sign(refreshKey);
    },

    /**
     * The refresh token that replaces `presented`, the same bytes every time for the same issue time: its
     * id is a keyed hash of `presented`, so a rotation repeated within the grace window re-issues the very
     * successor it stored (only as a digest) without keeping the raw token anywhere.
     */
    signSuccessor(presented: string, claims: RefreshClaims, issuedAtSeconds: number): Promise<string> {
      const jti = createHmac('sha256', refreshKey).update(presented).digest('base64url');
      return new SignJWT({ fid: claims.fid })
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(claims.sub)
        .setAudience(REFRESH_AUDIENCE)
        .setJti(jti)
        .setIssuedAt(issuedAtSeconds)
        .setExpirationTime(issuedAtSeconds + REFRESH_TOKEN_TTL_SECONDS)
        .sign(refreshKey);
    },

    /** The claims of a valid, unexpired access token; `undefined` for anything else. */
    async verifyAccess(token: string): Promise<AccessClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, accessKey, {
          algorithms: [ALGORITHM],
          audience: ACCESS_AUDIENCE,
        });
        return accessClaimsSchema.parse(payload);
      } catch {
        return undefined;
      }
    },

    async verifyRefresh(token: string): Promise<RefreshClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, refreshKey, {
          algorithms: [ALGORITHM],
          audience: REFRESH_AUDIENCE,
        });
        return refreshClaimsSchema.parse(payload);
      } catch {
        return undefined;
      }
    },
  };
}

export type TokenSigner = ReturnType<typeof createTokenSigner>;

/**
 * The sign-in (token family) a refresh token belongs to, read without checking its signature.
 * Only used to bind the anti-forgery token to the session; every trust decision verifies the token.
 */
export function peekFamilyId(token: string | undefined): string | undefined {
  if (!token) return undefined;
  try {
    const fid = decodeJwt(token).fid;
    return typeof fid === 'string' ? fid : undefined;
  } catch {
    return undefined;
  }
}
