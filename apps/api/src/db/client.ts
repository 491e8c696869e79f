import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { packageRoot } from '../lib/repo-root.js';
import { createServerChangeFeed } from './change-feed.js';
import { PGLITE_TEMPLATE_DIR, pgliteTemplateKey, startFromTemplate } from './pglite-template.js';
import type { ListenToChanges } from './change-feed.js';
import * as schema from './schema/index.js';

/** One type for both drivers: repositories never know whether PGlite or a real server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies drizzle-kit's SQL migrations from apps/api/drizzle (found from the package, not the cwd). */
  migrate: () => Promise<void>;
  /**
   * Runs start-up work (migrations, admin bootstrap, seeding) one instance at a time: API instances starting
   * together on one server would otherwise apply the same migrations or insert the same admin at once.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /** Committed NOTIFYs on a channel, from this process's writes and every other process's. */
  listen: ListenToChanges;
  close: () => Promise<void>;
};

/** PGlite can also hand out its data directory as a tarball, to seed other instances with. */
export type PgliteHandle = DatabaseHandle & { dump: () => Promise<Blob> };

const CONNECT_TIMEOUT_MS = 5_000;

export const migrationsFolder = path.join(packageRoot, 'drizzle');

/**
 * Embedded PostgreSQL: persisted in `dataDir`, or in memory without one (tests), optionally starting
 * from a dump of another PGlite's data directory (a migrated template is much faster than initdb).
 */
export async function openPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<PgliteHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...options });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns an embedded database: nobody to wait for.
    exclusively: (work) => work(),
    // One process owns an embedded database, so its own connection hears every write.
    listen: async (channel, handlers) => {
      await client.listen(channel, handlers.onChange);
      handlers.onLive(true);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

export function openPostgres(
  connectionString: string,
  onPoolError: (error: Error) => void,
  options: { statementTimeoutMs?: number; onChangeFeedRecovered?: () => void } = {},
): DatabaseHandle {
  // A server that stopped answering (not refusing) must give a 503 in seconds, not a request that hangs; a
  // statement stuck behind a lock or an overloaded server is cancelled by the server itself (57014, a 503 too).
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', onPoolError);
  const db = drizzlePostgres({ client: pool, schema });
  const changes = createServerChangeFeed(connectionString, onPoolError, options.onChangeFeedRecovered);
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    exclusively: (work) => underStartupLock(pool, work),
    listen: changes.listen,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/** Any constant every instance agrees on: the key of the session advisory lock around start-up work. */
const STARTUP_LOCK_KEY = 0x636f6465;

async function underStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    // Waiting for another instance's start-up (it may be seeding the library) is no stuck statement.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
      await client.query('reset statement_timeout');
    }
  } finally {
    client.release();
  }
}

/**
 * DATABASE_URL selects a real server; without it the database lives in DATA_DIR/pgdata, which a first
 * start copies from the build's template (migrated, and seeded when this start would seed the same library).
 */
export async function openDatabase(
  options: {
    databaseUrl: string | undefined;
    dataDir: string;
    databaseStatementTimeoutMs?: number;
    /** The library a start seeds: the template must hold that one (or none when undefined). */
    seededLibrary?: string;
    pgliteTemplateDir?: string;
  },
  onPoolError: (error: Error) => void,
  onChangeFeedRecovered?: () => void,
): Promise<DatabaseHandle & { fromTemplate?: boolean }> {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, onPoolError, {
      statementTimeoutMs: options.databaseStatementTimeoutMs,
      onChangeFeedRecovered,
    });
  const dataDir = path.join(options.dataDir, 'pgdata');
  mkdirSync(dataDir, { recursive: true });
  const fromTemplate = startFromTemplate(dataDir, options.pgliteTemplateDir ?? PGLITE_TEMPLATE_DIR, () =>
    pgliteTemplateKey(options.seededLibrary),
  );
  return { ...(await openPglite(dataDir)), fromTemplate };
}
