import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { portOf, startMetricsServer } from '@codecourt/judge-transport';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import type { AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import type { DatabaseHandle } from './db/client.js';
import { fileClock } from './lib/file-clock.js';
import { createShutdown } from './lib/shutdown-signal.js';
import { createLogger } from './lib/logger.js';
import type { Logger } from './lib/logger.js';
import { toLoggableError } from './lib/loggable-error.js';
import { closeUpgrades, listenForUpgrades } from './lib/upgrades.js';
import { createStartupTiming } from './lib/startup-timing.js';
import { requestRedisOptions } from './lib/redis-client-options.js';
import type { RuntimeStatusProvider } from './modules/health/service.js';
import { createApiMetrics } from './modules/metrics/api-metrics.js';
import { watchLaneMetrics } from './modules/metrics/lane-metrics.js';
import { scheduleJudge0Pruning } from './modules/judge0/prune-schedule.js';
import { createJudge0Repository } from './modules/judge0/repository.js';
import { lazyJudge } from './modules/problems/packages/lazy-judge.js';
import { seedProblems } from './modules/problems/packages/seed-problems.js';
import { seedPlans } from './modules/plans/seed-plans.js';
import { readLandingFile } from './modules/landing/landing-file.js';
import { createProblemRepository } from './modules/problems/repository.js';
import { scheduleRefreshTokenPruning } from './modules/session/prune-schedule.js';
import { createRefreshTokenRepository } from './modules/session/repository.js';
import { createJudging } from './modules/judging/create-judging.js';
import type { Judging } from './modules/judging/create-judging.js';
import { startContestStartingSweep } from './modules/notifications/contest-starting.js';
import { startRatingSweep } from './modules/ratings/rating-sweep.js';
import { scheduleReconcile } from './modules/judging/reconcile-schedule.js';
import { startIntegritySweep } from './modules/integrity/integrity-sweep.js';
import { bootstrapAdmin } from './modules/user/bootstrap-admin.js';
import { createUserRepository } from './modules/user/repository.js';

export type StartOverrides = {
  config?: AppConfig;
  logger?: Logger;
  /** An already opened database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  runtimeStatus?: RuntimeStatusProvider;
  /** A ready judge (tests); otherwise in-process or BullMQ per REDIS_URL. Closed by stopWebServer either way. */
  judging?: Judging;
};

type Running = {
  server: Server;
  database: DatabaseHandle;
  ownsDatabase: boolean;
  redis: Redis | undefined;
  judging: Judging;
  logger: Logger;
  stopPruning: () => void;
  shutdown: AbortController;
  /** METRICS_PORT's own server, when set. */
  metricsServer: Server | undefined;
  /** Its WebSockets' sockets and pending writes (the interview documents). */
  closeUpgrades: () => Promise<void>;
};

let running: Running | undefined;
const SHUTDOWN_GRACE_MS = 10_000;
const REDIS_QUIT_WAIT_MS = 1_000;

/** Config, database + migrations, admin bootstrap, then listen on PORT (0 picks a free port). */
export async function startWebServer(overrides: StartOverrides = {}): Promise<{ port: number; url: string }> {
  if (running) throw new Error('The web server is already running');
  const timing = createStartupTiming();
  const config = overrides.config ?? loadConfig();
  const logger = overrides.logger ?? createLogger(config.logLevel);
  // Before the database: a broken landing file stops the start at once, naming the file and the reason.
  const landing = await readLandingFile(config.landingFile, config.landingFileRequired);
  const database =
    overrides.database ??
    (await openDatabase(
      { ...config, seededLibrary: config.seedProblems ? config.problemsDir : undefined },
      (error) => {
        logger.error({ err: toLoggableError(error) }, 'database pool error');
      },
      () => {
        logger.info('database change feed listening again');
      },
    ));
  timing.mark('openDatabase');
  if ('fromTemplate' in database && database.fromTemplate)
    logger.info('first start: the database began as a copy of the build template');
  const redis = config.redisUrl ? new Redis(config.redisUrl, requestRedisOptions) : undefined;
  redis?.on('error', (error) => {
    logger.error({ err: toLoggableError(error) }, 'redis error');
  });
  let judging: Judging | undefined = overrides.judging;
  let metricsServer: Server | undefined;
  try {
    await database.exclusively(async () => {
      await database.migrate();
      timing.mark('migrate');
      const rendered = await createProblemRepository(database.db).renderMissingStatements();
      if (rendered > 0) logger.info({ rendered }, 'statement HTML rendered for existing problems');
      await bootstrapAdmin(createUserRepository(database.db), config.admin, logger);
      timing.mark('admin');
      if (config.seedProblems && !seedsInBackground(config)) await seedLibrary(config, database, logger);
      timing.mark('seed');
      // After the library: a plan names its problems. A broken plan file fails the start here.
      await seedPlans(database.db, config, logger);
    });
    const metrics = createApiMetrics();
    if (redis) watchLaneMetrics(metrics.registry, redis);
    judging ??= await createJudging({ config, db: database.db, logger, metricsRegistry: metrics.registry });
    const reconciled = await judging.reconcile();
    if (reconciled.unfinished > 0) logger.info(reconciled, 'unfinished submissions reconciled');
    timing.mark('judging');
    const shutdown = createShutdown();
    const app = createApp({
      config,
      shutdown: shutdown.signal,
      db: database.db,
      listen: database.listen,
      logger,
      redis,
      judging,
      metrics,
      landing,
      ...(config.testClockFile ? { clock: fileClock(config.testClockFile) } : {}),
      ...(overrides.runtimeStatus ? { runtimeStatus: overrides.runtimeStatus } : {}),
    });
    if (config.metricsPort !== undefined) {
      metricsServer = await startMetricsServer({
        port: config.metricsPort,
        token: config.metricsToken,
        registry: metrics.registry,
      });
    }
    const server = await listen(app, config.port, config.host);
    listenForUpgrades(server, app);
    timing.mark('listen');
    const stopRefreshPruning = scheduleRefreshTokenPruning(createRefreshTokenRepository(database.db), logger);
    const stopJudge0Pruning = scheduleJudge0Pruning(
      createJudge0Repository(database.db),
      config.judge0.retentionMs,
      logger,
    );
    const stopReconcile = scheduleReconcile(judging, logger, config.reconcileIntervalMs);
    const stopContestSweep = startContestStartingSweep(database.db, logger);
    const stopRatingSweep = startRatingSweep(
      database.db,
      logger,
      config.testClockFile ? fileClock(config.testClockFile) : undefined,
    );
    const stopIntegritySweep = startIntegritySweep(
      database.db,
      logger,
      config.testClockFile ? fileClock(config.testClockFile) : undefined,
    );
    const stopPruning = () => {
      stopIntegritySweep();
      stopContestSweep();
      stopRatingSweep();
      stopRefreshPruning();
      stopJudge0Pruning();
      stopReconcile();
    };
    running = {
      server,
      database,
      ownsDatabase: !overrides.database,
      redis,
      judging,
      logger,
      stopPruning,
      shutdown,
      metricsServer,
      closeUpgrades: () => closeUpgrades(app),
    };
    const { port } = server.address() as AddressInfo;
    logger.info(
      {
        port,
        host: config.host,
        database: database.driver,
        redis: Boolean(redis),
        ...(metricsServer && { metricsPort: portOf(metricsServer) }),
      },
      'CodeCourt API listening',
    );
    logger.info(timing.summary(), 'startup timing');
    if (config.seedProblems && seedsInBackground(config)) {
      database
        .exclusively(() => seedLibrary(config, database, logger))
        .catch((error: unknown) => {
          logger.warn({ err: toLoggableError(error) }, 'problem library not seeded');
        });
    }
    if (redis && !config.cloudinaryUrl) {
      logger.info(
        { dataDir: config.dataDir },
        'solution videos are files in DATA_DIR: several API instances must share it (one volume) or use CLOUDINARY_URL',
      );
    }
    return { port, url: `http://127.0.0.1:${port}` };
  } catch (error) {
    metricsServer?.close();
    await judging?.close().catch(() => undefined);
    redis?.disconnect();
    if (!overrides.database) await database.close();
    throw error;
  }
}

/**
 * `pnpm dev` answers before the library is seeded (a third of a cold first start): the problem list
 * fills in within seconds. Production and tests keep seeding before they listen, so a healthy API
 * always has its library.
 */
function seedsInBackground(config: AppConfig): boolean {
  return config.env === 'development';
}

async function seedLibrary(config: AppConfig, database: DatabaseHandle, logger: Logger): Promise<void> {
  const judge = lazyJudge(config);
  try {
    await seedProblems(
      { problems: createProblemRepository(database.db), judge: judge.get, logger },
      config.problemsDir,
    );
  } finally {
    await judge.close();
  }
}

/**
 * Stops accepting connections, answers what would wait long at once (live streams end, submits waiting
 * for their verdict answer the pending submission), lets the other in-flight requests finish (up to a
 * grace period), then closes the judge's queue, Redis and the database.
 */
export async function stopWebServer(): Promise<void> {
  if (!running) return;
  const { server, database, ownsDatabase, redis, judging, logger, stopPruning, shutdown, metricsServer } =
    running;
  const upgradesClosed = running.closeUpgrades();
  running = undefined;
  stopPruning();
  metricsServer?.close();
  const forceClose = setTimeout(() => {
    logger.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still open after the grace period: cut');
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  const closed = new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  shutdown.abort();
  judging.waiters.drain();
  judging.judge0Waiters.drain();
  // Keep-alive connections fall idle once their last answer is out: close them as they do.
  const closeIdle = setInterval(() => {
    server.closeIdleConnections();
  }, 100);
  server.closeIdleConnections();
  await closed;
  await upgradesClosed;
  clearInterval(closeIdle);
  clearTimeout(forceClose);
  // In process, judging still running finishes and is stored; queued jobs wait in Redis for the next start.
  await judging.close();
  if (redis) {
    // QUIT waits for an answer a Redis that is down never gives: the process must still stop.
    await Promise.race([
      redis.quit().catch(() => undefined),
      sleep(REDIS_QUIT_WAIT_MS, undefined, { ref: false }),
    ]);
    redis.disconnect();
  }
  if (ownsDatabase) await database.close();
  logger.info('CodeCourt API stopped');
}

/**
 * An idle keep-alive connection stays open longer than a proxy's or client's own idle limit (60 s is the
 * common one): Node's 5 s default let a client send on a connection the server was just closing, which
 * the client saw as ECONNRESET. Headers must be allowed a little longer than that, as Node requires.
 */
const KEEP_ALIVE_MS = 65_000;

/**
 * Connections the kernel may hold for the API before it accepts them (it caps this at net.core.somaxconn,
 * 4096 on current kernels). Node's 511 overflowed at a contest's start: 20,000 participants opening the
 * contest and its board within a minute on three instances (docs/benchmarks.md), and a full queue drops the
 * connection, which the browser sees as a reset, where a longer queue only waits.
 */
export const ACCEPT_BACKLOG = 4096;

function listen(
  app: { listen: (port: number, host: string, backlog: number, callback: () => void) => Server },
  port: number,
  host: string,
): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, ACCEPT_BACKLOG, () => {
      server.off('error', reject);
      resolve(server);
    });
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    server.once('error', reject);
  });
}
