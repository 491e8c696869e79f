// The API as production runs it (the real entry, NODE_ENV=production, request logging and metrics on, the
// problem library seeded), in its own process on a data directory of its own: the public-reads bench and
// its profile use it. READS_API=build runs the built entry (`pnpm build` first), as `pnpm start` does;
// otherwise the source through tsx, which wraps every named closure in a `__name` call of its own.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { spawnServer } from './spawn-server.js';
import type { RunningServer } from './spawn-server.js';

const API_SOURCE = fileURLToPath(new URL('../../apps/api/src/main.ts', import.meta.url));
const API_BUILT = fileURLToPath(new URL('../../apps/api/dist/main.js', import.meta.url));

/** Which entry READS_API picks: `build` or `source` (the default). */
export function apiEntryKind(): 'build' | 'source' {
  return process.env.READS_API === 'build' ? 'build' : 'source';
}

/** `nodeArgs` go before the script (`--cpu-prof`); without `databaseUrl` the API runs on PGlite in `dataDir`. */
export function startProductionApi(
  dataDir: string,
  databaseUrl: string | undefined,
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const built = apiEntryKind() === 'build';
  if (built && !existsSync(API_BUILT))
    throw new Error(`READS_API=build: ${API_BUILT} is missing, run pnpm build`);
  return spawnServer(
    built ? API_BUILT : API_SOURCE,
    [],
    {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_ACCESS_SECRET: 'bench-access-secret-0123456789abcdefghijkl',
      JWT_REFRESH_SECRET: 'bench-refresh-secret-0123456789abcdefghijk',
      JUDGE_SANDBOX: 'process',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    '/api/health',
    { nodeArgs, built },
  );
}
