import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.js';

// The worker's suites run the real engine, which measures CPU and wall time: after the other projects,
// two files at a time, beside the judge package's own suites (a group shares one worker count).
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'judge-worker',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
