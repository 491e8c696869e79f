import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/vitest-sequencer.js';
import { ciReporters } from './vitest.shared.js';

// One runner for every package so `pnpm test` ends with one summary. Files of the API and web projects wait on
// databases, servers and browsers more than they compute, so even two cores run two at once. The judge's
// projects run after them (groupOrder 1, two files at a time), and its host-wide suites last, alone.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/*',
      'apps/api/vitest.shared-modules.config.ts',
      'packages/judge/vitest.host-wide.config.ts',
    ],
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirstSequencer },
    ...ciReporters('unit'),
  },
});
