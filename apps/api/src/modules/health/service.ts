import { sql } from 'drizzle-orm';
import type { HealthResponse } from '@codecourt/contracts';
import { sandboxNotice } from '@codecourt/judge';
import type { Database } from '../../db/client.js';

/**
 * Where the judge reports its state. The judge engine plugs its own provider in through createApp;
 * until then the API has no queue of its own (in-process) and no sandbox.
 */
export type RuntimeStatusProvider = {
  queue: () => HealthResponse['queue'] | Promise<HealthResponse['queue']>;
  sandbox: () => HealthResponse['sandbox'] | Promise<HealthResponse['sandbox']>;
};

export const defaultRuntimeStatus: RuntimeStatusProvider = {
  queue: () => 'in-process',
  sandbox: () => 'none',
};

export function createHealthService(deps: { db: Database; runtime: RuntimeStatusProvider; version: string }) {
  const pingDatabase = async (): Promise<HealthResponse['db']> => {
    try {
      await deps.db.execute(sql`select 1`);
      return 'ok';
    } catch {
      return 'down';
    }
  };

  return {
    async check(): Promise<HealthResponse> {
      const [db, queue, sandbox] = await Promise.all([
        pingDatabase(),
        settle(deps.runtime.queue, 'down'),
        settle(deps.runtime.sandbox, 'none'),
      ]);
      const status = db === 'ok' && queue !== 'down' ? 'ok' : 'degraded';
      return { status, db, queue, sandbox, sandboxNotice: sandboxNotice(sandbox), version: deps.version };
    },
  };
}

/** A provider that throws reports its fallback instead of failing the probe. */
function settle<T>(read: () => T | Promise<T>, fallback: T): Promise<T> {
  return Promise.resolve()
    .then(read)
    .catch(() => fallback);
}

export type HealthService = ReturnType<typeof createHealthService>;
