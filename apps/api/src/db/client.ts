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
import * as schema from './schema/index.js';

/** One type for both drivers: repositories never know whether PGlite or a real server is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies drizzle-kit's SQL migrations from apps/api/drizzle (found from the package, not the cwd). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = path.join(packageRoot, 'drizzle');

/** Embedded PostgreSQL: in memory without a directory (tests), else persisted in that directory. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

export function openPostgres(connectionString: string, onPoolError: (error: Error) => void): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', onPoolError);
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

/** DATABASE_URL selects a real server; without it the database lives in DATA_DIR/pgdata. */
export async function openDatabase(
  options: { databaseUrl: string | undefined; dataDir: string },
  onPoolError: (error: Error) => void,
): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, onPoolError);
  return openPglite(path.join(options.dataDir, 'pgdata'));
}
