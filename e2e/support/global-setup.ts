// The server every e2e file of one vitest process talks to, at `inject('baseUrl')`.
// - By default: one production API (`node apps/api/dist/main.js`) with the embedded defaults (PGlite in its own
//   DATA_DIR, judging in-process, no Redis), as `pnpm start` runs on one machine.
// - E2E_API_INSTANCES=2 (with PG_TEST_URL and REDIS_TEST_URL): the scale-out deployment (two-instances.ts):
//   a fresh PostgreSQL database and an empty Redis database, two API processes on them, a judge worker, and a
//   round-robin proxy on one port in front of both APIs. The teardown fails the run when either instance served
//   no connection, so a pass means the pages worked with their requests and streams split between two
//   processes. `E2E_API_INSTANCES=2 pnpm test:e2e e2e/contests.test.ts` is the CI step.
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { startAppServer } from './app-server.js';
import { startTwoInstances } from './two-instances.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const instances = process.env.E2E_API_INSTANCES ?? '1';
  if (instances !== '1' && instances !== '2') throw new Error('E2E_API_INSTANCES must be 1 or 2');
  const server = instances === '2' ? await startTwoInstances() : await startAppServer();
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    try {
      await server.stop();
    } catch (error) {
      // Vitest (4.1) prints an error thrown here but still exits 0: the check of the teardown would pass unseen.
      process.exitCode = 1;
      throw error;
    }
  };
}
