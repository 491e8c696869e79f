// Adds up the vitest JSON reports of this CI run into one closing line; exits non-zero on any failure.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, stepFailures = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

// The summary is what a truncated log still shows: it names each failed test and its first error line.
function failedTests(report) {
  const lines = [];
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 200);
      lines.push(`  FAILED ${suite.name.replace(process.cwd() + '/', '')} > ${test.fullName}: ${why}`);
    }
  }
  return lines;
}
function readdirOrEmpty(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}
const minutes = (ms) => (ms / 60_000).toFixed(1);
const shortPath = (name) => name.replace(process.cwd() + '/', '').replace(/^.*\/__tests__\//, '');

// Where the time went, so a slow run says which step and which files to look at (in the visible tail).
function stepTimes() {
  const file = process.env.CI_STEPS;
  if (!file) return;
  let lines;
  try {
    lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  } catch {
    return;
  }
  const marks = lines.map((line) => {
    const [at, busy, total, ...name] = line.split('\t');
    return {
      at: Number(at) * 1000,
      busy: Number(busy),
      total: Number(total),
      name: name
        .join(' ')
        .split(/[:;(,]/)[0]
        .trim()
        .slice(0, 28),
    };
  });
  // The share of all cores the step kept busy: a low one is waiting that more parallel work could fill.
  const cpu = (a, b) => {
    const total = b.total - a.total;
    return total > 0 ? ` (${Math.round((100 * (b.busy - a.busy)) / total)}% cpu)` : '';
  };
  const spans = marks
    .slice(0, -1)
    .map((mark, i) => `${mark.name} ${minutes(marks[i + 1].at - mark.at)}${cpu(mark, marks[i + 1])}`);
  console.log(`step minutes: ${spans.join(' | ')}`);
}

/** The report's wall time and its slowest files. */
function timing(report) {
  const suites = report.testResults ?? [];
  const ends = suites.map((suite) => suite.endTime ?? 0);
  if (!report.startTime || ends.length === 0) return '';
  const slowest = [...suites]
    .map((suite) => ({ name: shortPath(suite.name), ms: (suite.endTime ?? 0) - (suite.startTime ?? 0) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map((suite) => `${suite.name} ${minutes(suite.ms)}`);
  return ` in ${minutes(Math.max(...ends) - report.startTime)} min (slowest: ${slowest.join(', ')})`;
}

stepTimes();
const entries = readdirOrEmpty(dir);
const files = entries.filter((f) => f.endsWith('.json'));
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed${timing(report)}`);
  for (const line of failedTests(report)) console.log(line);
}
for (const file of entries.filter((f) => f.endsWith('.retried.txt'))) {
  const lines = readFileSync(join(dir, file), 'utf8').trim().split('\n').filter(Boolean);
  for (const line of lines) console.log(`  PASSED ON A RETRY (${file.replace('.retried.txt', '')}) ${line}`);
}
const steps = Number(stepFailures);
if (steps > 0) console.log(`${steps} CI step(s) failed`);
if (files.length === 0) console.log('no test report was written');
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || steps > 0 || files.length === 0 ? 1 : 0);
