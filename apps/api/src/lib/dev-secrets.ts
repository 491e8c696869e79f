import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const secretsFileSchema = z.object({
  jwtAccessSecret: z.string().min(32),
  jwtRefreshSecret: z.string().min(32),
});
export type DevSecrets = z.infer<typeof secretsFileSchema>;

/**
 * Development only: JWT keys generated once into DATA_DIR/secrets.json (owner-only) and reused,
 * so sessions survive restarts without anyone having to invent secrets.
 */
export function loadOrCreateDevSecrets(dataDir: string): DevSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = secretsFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data;
  }
  const secrets: DevSecrets = {
    jwtAccessSecret: randomBytes(48).toString('base64url'),
    jwtRefreshSecret: randomBytes(48).toString('base64url'),
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  // writeFileSync's mode is ignored when the file already existed (a corrupt one was replaced).
  chmodSync(file, 0o600);
  return secrets;
}
