import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.js';

// Judge suites measure CPU and wall time: their files run one at a time, after the other projects.
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'judge',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
