import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export type TokenCipher = { seal: (token: string) => string; open: (sealed: string) => string };

/**
 * AES-256-GCM with a key derived (HKDF) from the server's secret, so the Git token sits encrypted in the
 * database and a copy of the database alone does not give it away. A changed secret makes old tokens unreadable;
 * the sync then asks the user for the token again (MESSAGES.gitSyncTokenUnreadable).
 */
export function createTokenCipher(secret: string): TokenCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'codecourt', 'git-sync token v1', 32));
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown token format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}
