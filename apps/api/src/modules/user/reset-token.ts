import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { idSchema } from '@codecourt/contracts';

/**
 * Password-reset tokens: `<userId>.<32 random bytes>.<HMAC of both>`. The signature turns forged links
 * away before the database is asked and names the account a request counts against for rate limits;
 * the database holds only a digest of the token, used once.
 */
export function createResetTokenSigner(secret: string) {
  const key = createHmac('sha256', secret).update('codecourt:password-reset').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    issue(userId: string): string {
      const body = `${userId}.${randomBytes(32).toString('base64url')}`;
      return `${body}.${sign(body)}`;
    },

    /** The account a well-signed token names; `undefined` for anything else. */
    userIdOf(token: string): string | undefined {
      const [userId, random, signature] = token.split('.');
      if (!userId || !random || !signature || !idSchema.safeParse(userId).success) return undefined;
      const expected = Buffer.from(sign(`${userId}.${random}`));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
    },
  };
}

export type ResetTokenSigner = ReturnType<typeof createResetTokenSigner>;
