import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import { createApp } from '../app.js';
import type { AppDeps } from '../app.js';
import type { AppConfig } from '../config.js';
import type { LogLevel } from '../lib/logger.js';
import { bootstrapAdmin } from '../modules/user/bootstrap-admin.js';
import { createUserRepository } from '../modules/user/repository.js';
import { captureLogs } from './log-capture.js';
import { createTestDatabase } from './test-database.js';
import type { TestDatabase } from './test-database.js';
import { createTestConfig } from './test-config.js';

export type TestApp = {
  app: Express;
  config: AppConfig;
  database: TestDatabase;
  /** Everything the app logged, as text (captured in memory, never printed). */
  logs: () => string;
  close: () => Promise<void>;
};

type TestAppOptions = {
  config?: Partial<AppConfig>;
  env?: Record<string, string>;
  logLevel?: LogLevel;
  database?: TestDatabase;
} & Pick<AppDeps, 'runtimeStatus' | 'redis' | 'judging' | 'clock' | 'metrics'>;

/** The real app on a fresh migrated database (or a given one), bootstrapping ADMIN_* like the server does at start. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = createTestConfig(options.config, options.env);
  const database = options.database ?? (await createTestDatabase());
  const capture = captureLogs(options.logLevel ?? 'info');
  await bootstrapAdmin(createUserRepository(database.db), config.admin, capture.logger);
  const app = createApp({
    config,
    db: database.db,
    listen: database.listen,
    logger: capture.logger,
    rateLimitPrefix: `codecourt-test:${randomUUID()}:`,
    ...(options.runtimeStatus ? { runtimeStatus: options.runtimeStatus } : {}),
    ...(options.redis ? { redis: options.redis } : {}),
    ...(options.judging ? { judging: options.judging } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  return {
    app,
    config,
    database,
    logs: capture.text,
    close: () => (options.database ? Promise.resolve() : database.dispose()),
  };
}
