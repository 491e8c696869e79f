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
const entries = readdirOrEmpty(dir);
const files = entries.filter((f) => f.endsWith('.json'));
for (const file of files) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
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
