import { configDefaults, defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.js';
import { HOST_WIDE_SUITES } from './vitest.host-wide.config.js';

// Judge suites measure CPU and wall time, so they run after the other projects, two files at a time (each
// sandbox measures its own program); the host-wide suites follow alone (vitest.host-wide.config.ts).
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'judge',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...HOST_WIDE_SUITES],
    pool: 'forks',
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
