import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_LENGTH = 32;

/**
 * The key that signs local upload tickets: generated once into DATA_DIR beside the other generated
 * secrets (owner-only) and reused, so tickets survive a restart.
 */
export function loadOrCreateUploadSecret(dataDir: string): string {
  const file = path.join(dataDir, 'video-upload-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= MIN_LENGTH) return secret;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
