import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from './test-app.js';
import type { TestApp } from './test-app.js';
import { createTestDatabase } from './test-database.js';

export type DevelopmentAndProductionApps = { development: TestApp; production: TestApp };

/**
 * Registers hooks that open one database with two apps on it, one configured for development and one for
 * production, for suites comparing what each mode sends (cookie names and flags). Read the apps inside tests.
 */
export function useDevelopmentAndProductionApps(): DevelopmentAndProductionApps {
  const apps = {} as DevelopmentAndProductionApps;
  let dispose: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    dispose = database.dispose;
    apps.development = await createTestApp({ database });
    apps.production = await createTestApp({ database, config: { env: 'production', isProduction: true } });
  });
  afterAll(async () => {
    await dispose?.();
  });
  return apps;
}
