import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.js';

/**
 * Suites that need a process of their own: they start and kill Redis, PostgreSQL and workers (faults,
 * cluster, BullMQ), run the judge in the test's process, or configure an SDK through the environment it
 * reads when it loads (Cloudinary). Every other API file runs in `vitest.shared-modules.config.ts`.
 */
export const OWN_PROCESS_SUITES = [
  'src/**/faults/**/*.test.ts',
  'src/**/*.bullmq.test.ts',
  'src/**/*.cluster.test.ts',
  'src/**/*.in-process.test.ts',
  'src/**/*.redis.test.ts',
  'src/modules/videos/__tests__/cloudinary-videos.test.ts',
];

/**
 * The API's suites judge on bwrap unless told otherwise, as the e2e server does. Each driver is proven by the
 * judge package's own suites; on a machine with Docker, `auto` would judge here through the daemon, which CI
 * keeps busy building the compose images beside the tests (a public-package import took minutes, not seconds).
 */
export const API_TEST_ENV = { JUDGE_SANDBOX: process.env.JUDGE_SANDBOX ?? 'bwrap' };

export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'api',
    env: API_TEST_ENV,
    include: OWN_PROCESS_SUITES,
    pool: 'forks',
    // Every folder a test made with tempDir() is removed after its file.
    setupFiles: ['./src/testing/temp-cleanup-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
