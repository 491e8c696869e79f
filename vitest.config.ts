import { defineConfig } from 'vitest/config';
import { ciReporters } from './vitest.shared.js';

// One runner for every package so `pnpm test` ends with one summary.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    ...ciReporters('unit'),
  },
});
