import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config.js';

/**
 * Where users open the web app, for links in emails: PUBLIC_URL when set; otherwise this server when it
 * serves the built web app (`pnpm start`), else the web dev server that proxies to it (the first of
 * CORS_ORIGINS, as under `pnpm dev`). Never taken from a request's Host header, which a sender controls.
 */
export function publicUrlOf(
  config: Pick<AppConfig, 'publicUrl' | 'webDistDir' | 'port' | 'corsOrigins'>,
): string {
  if (config.publicUrl) return config.publicUrl;
  const self = `http://localhost:${String(config.port)}`;
  if (existsSync(path.join(config.webDistDir, 'index.html'))) return self;
  return config.corsOrigins[0] ?? self;
}
