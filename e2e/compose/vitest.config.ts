import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ciReporters, workspaceAliases } from '../../vitest.shared.js';

// The compose stack's probe: a running `docker compose up` at COMPOSE_URL (docker/app/probe-stack.sh starts
// one, runs this and stops it). Separate from the e2e suite, which starts its own server.
export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    ...ciReporters('compose'),
  },
});
