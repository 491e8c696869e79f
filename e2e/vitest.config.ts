import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ciReporters, workspaceAliases } from '../vitest.shared.js';

// End-to-end: the production build (`pnpm build`) in a real Chromium. One server for the whole run.
export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    ...ciReporters('e2e'),
  },
});
