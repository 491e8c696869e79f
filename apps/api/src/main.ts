import { loadConfig } from './config.js';
import type { AppConfig } from './config.js';
import { createLogger } from './lib/logger.js';
import { toLoggableError } from './lib/loggable-error.js';
import { startWebServer, stopWebServer } from './server.js';

// Entry point for `pnpm dev` and `pnpm start`: everything else is importable without side effects.
const bootLogger = createLogger('info');

function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    bootLogger.fatal({ err: toLoggableError(error) }, 'configuration rejected');
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const logger = createLogger(config.logLevel);

process.on('unhandledRejection', (reason) => {
  logger.error({ err: toLoggableError(reason) }, 'unhandled promise rejection');
});
process.on('uncaughtException', (error) => {
  logger.fatal({ err: toLoggableError(error) }, 'uncaught exception, exiting');
  process.exit(1);
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    stopWebServer().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: toLoggableError(error) }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await startWebServer({ config, logger });
} catch (error) {
  logger.fatal({ err: toLoggableError(error) }, 'the API could not start');
  process.exit(1);
}
