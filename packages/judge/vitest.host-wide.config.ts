import { defineProject } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.js';

/**
 * Judge suites that observe the whole host rather than one sandbox: host slab and shared memory (hoarding),
 * fork bombs and CPU burners (adversarial), wall-clock sleeps, the docker sweep of stray containers and pipes
 * held open. They run alone, after every other suite; the rest of the judge's suites measure only their own
 * sandbox and run two at a time.
 */
export const HOST_WIDE_SUITES = [
  'src/**/adversarial.*.test.ts',
  'src/**/hoarding.*.test.ts',
  'src/**/sleep.*.test.ts',
  'src/sandbox/__tests__/docker-sweep.test.ts',
  'src/sandbox/__tests__/program-pipes-hold.test.ts',
];

// One file at a time, after every other project.
export default defineProject({
  resolve: { alias: workspaceAliases },
  test: {
    name: 'judge-host-wide',
    include: HOST_WIDE_SUITES,
    pool: 'forks',
    maxWorkers: 1,
    sequence: { groupOrder: 2 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
