// `node apps/api/dist/migrate.js`: applies the database migrations and exits, for a release step run once
// (the Kubernetes migration Job) before the API's pods roll. Every API start migrates too, under the same
// advisory lock, so a pod that starts first is safe: whichever comes second finds nothing to do.
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createLogger } from './lib/logger.js';
import { toLoggableError } from './lib/loggable-error.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);
if (!config.databaseUrl) {
  logger.fatal('DATABASE_URL is not set: an embedded database migrates itself when the API starts');
  process.exit(1);
}
try {
  const database = await openDatabase(config, (error) => {
    logger.error({ err: toLoggableError(error) }, 'database pool error');
  });
  try {
    await database.exclusively(() => database.migrate());
    logger.info('migrations applied');
  } finally {
    await database.close();
  }
} catch (error) {
  logger.fatal({ err: toLoggableError(error) }, 'migrations failed');
  process.exit(1);
}
