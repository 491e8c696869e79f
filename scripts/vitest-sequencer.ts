import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';
import { readTestDurations } from './test-durations-file.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Vitest's own order, then the longest files first within each group of files that may run side by side.
 * On a fresh clone vitest has no timings and starts the largest files first, so a short file that judges for
 * minutes (a public package suite) started last and ran alone while the other worker idled. The seconds come
 * from the last CI run (test-durations.json); a file not listed keeps vitest's place after the listed ones.
 * Files of a project that shares its modules (isolate: false) stay together, as vitest keeps them.
 * A group that runs one file at a time keeps vitest's order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const seconds = readTestDurations().unit;
    // One worker at a time ends at the same time in any order, and the host-wide suites that run so observe
    // what the file before them left on the host: their order stays vitest's.
    const weight = (spec: TestSpecification) =>
      spec.project.config.maxWorkers === 1 ? 0 : (seconds[path.relative(ROOT, spec.moduleId)] ?? 0);
    const block = (spec: TestSpecification) =>
      `${String(spec.project.config.sequence.groupOrder)}:${spec.project.config.isolate ? '' : spec.project.name}`;
    const firstIndex = new Map<string, number>();
    ordered.forEach((spec, index) => {
      if (!firstIndex.has(block(spec))) firstIndex.set(block(spec), index);
    });
    // Array.prototype.sort is stable: equal weights keep vitest's order.
    return [...ordered].sort(
      (a, b) => (firstIndex.get(block(a)) ?? 0) - (firstIndex.get(block(b)) ?? 0) || weight(b) - weight(a),
    );
  }
}
