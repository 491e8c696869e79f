import { defineConfig } from 'vitest/config';

// One runner for every package so `pnpm test` ends with one summary.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
