// A throwaway database on the PostgreSQL server named by PG_TEST_URL or DATABASE_URL, dropped afterwards.
import { createScratchDatabase } from '../../apps/api/src/testing/scratch-database.js';
import type { ScratchDatabase } from '../../apps/api/src/testing/scratch-database.js';

export function postgresServerUrl(): string | undefined {
  return process.env.PG_TEST_URL ?? process.env.DATABASE_URL;
}

export function createBenchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  return createScratchDatabase(serverUrl, 'bench');
}
