// Variables only `pnpm dev` reads (scripts/dev.ts and apps/web/vite.config.ts).
import { z } from 'zod';

/** The Vite dev server's port when WEB_PORT is unset. */
export const DEFAULT_WEB_PORT = 5173;

export const devEnvSchema = z.object({
  WEB_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65_535)
    .default(DEFAULT_WEB_PORT)
    .describe('port of the web app under `pnpm dev` (Vite); its `/api` proxy goes to the API on `PORT`'),
  API_PROXY_TARGET: z
    .url()
    .optional()
    .describe('where the dev web app proxies `/api` (tests point it at an API of their own)')
    .meta({ whenUnset: '`http://127.0.0.1:<PORT>`' }),
});
