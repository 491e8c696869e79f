import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ciReporters, workspaceAliases } from '../vitest.shared.js';

// End-to-end: the production build (`pnpm build`) in a real Chromium. One server for the whole run.
export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    // compose/ probes a running compose stack: docker/app/probe-stack.sh runs it with its own config.
    exclude: ['compose/**', '**/node_modules/**'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // CI shares two cores between two shards, each with a browser, a server and a judge: a test that fails
    // once under that load runs once more, and the summary names it (vitest.retried-reporter.ts).
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 120_000,
    ...ciReporters('e2e'),
  },
});
