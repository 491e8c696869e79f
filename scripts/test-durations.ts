// `pnpm test:durations [results dir]`: rewrites test-durations.json from a CI run's vitest JSON reports
// (.ci/results: unit.json, e2e-*.json). Only the order in which files start depends on these figures (the
// unit sequencer starts the longest first; the e2e runner balances its shards), never a result.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DURATIONS_FILE, type TestDurations } from './test-durations-file.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Shorter files are left out: their order changes no end time worth a line in the file. */
const MIN_SECONDS = 5;

type Report = { testResults: { name: string; startTime: number; endTime: number }[] };

function secondsPerFile(report: Report, relativeTo: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const file of report.testResults) {
    const seconds = Math.round((file.endTime - file.startTime) / 1000);
    if (seconds >= MIN_SECONDS) out[path.relative(relativeTo, file.name)] = seconds;
  }
  return out;
}

const sorted = (record: Record<string, number>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

const dir = path.resolve(process.argv[2] ?? path.join(ROOT, '.ci/results'));
// The reports name files by absolute path in the clone that ran them: .ci/results is two levels below it.
const runRoot = path.resolve(dir, '../..');
const read = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Report;
const e2e: Record<string, number> = {};
for (const name of readdirSync(dir).filter((n) => /^e2e-\d+\.json$/.test(n)))
  Object.assign(e2e, secondsPerFile(read(name), path.join(runRoot, 'e2e')));
const durations: TestDurations = {
  source: `${path.relative(ROOT, dir) || '.'}, written ${new Date().toISOString().slice(0, 10)}`,
  unit: sorted(secondsPerFile(read('unit.json'), runRoot)),
  e2e: sorted(e2e),
};
writeFileSync(DURATIONS_FILE, `${JSON.stringify(durations, null, 2)}\n`);
console.log(
  `${DURATIONS_FILE}: ${Object.keys(durations.unit).length} unit files, ${Object.keys(durations.e2e).length} e2e files`,
);
