import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.js';

// The worker's suites run the real engine, which measures CPU and wall time: one file at a time, after
// the other projects, like the judge package's own suites.
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'judge-worker',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
