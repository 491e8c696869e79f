// The seconds each long test file took in a CI run (scripts/test-durations.ts writes them), read by the unit
// sequencer (scripts/vitest-sequencer.ts) and the e2e shards (scripts/test-e2e.ts).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DURATIONS_FILE = fileURLToPath(new URL('../test-durations.json', import.meta.url));

export type TestDurations = {
  /** Which run the figures come from. */
  source: string;
  /** Unit files by their path from the repository's root. */
  unit: Record<string, number>;
  /** End-to-end files by their path from e2e/. */
  e2e: Record<string, number>;
};

export function readTestDurations(): TestDurations {
  return JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as TestDurations;
}
