import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ciReporters } from './vitest.shared.js';

// One runner for every package so `pnpm test` ends with one summary. Files of the API and web projects wait on
// databases, servers and browsers more than they compute, so even two cores run two at once; the judge's
// projects set maxWorkers 1 themselves (their verdicts depend on the CPU they get) and run on their own at the end.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
    maxWorkers: Math.max(2, availableParallelism() - 1),
    ...ciReporters('unit'),
  },
});
