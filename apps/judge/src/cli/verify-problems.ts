// `pnpm problems:verify [slug...]`: judges every submission of every package in problems/ (or the given
// ones) through the real engine and the sandbox JUDGE_SANDBOX selects; exits 1 on any mismatch or
// unreadable package; submissions in languages the judge does not offer are listed as SKIPPED. Options: --dir <problems folder>, --jobs <problems judged at once; default cores>.
import { availableParallelism } from 'node:os';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createJudge, loadJudgeConfig } from '@codecourt/judge';
import { listProblemDirectories, readProblemPackage } from '@codecourt/problem-package';
import { mapWithConcurrency } from './run-pool.js';
import type { VerifyRow } from './verify-package.js';
import { verifyPackage } from './verify-package.js';
import { formatMismatches, formatTable, formatTotals, skippedSubmissions } from './verify-table.js';

const DEFAULT_DIR = fileURLToPath(new URL('../../../../problems', import.meta.url));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string', default: DEFAULT_DIR }, jobs: { type: 'string' } },
});
const jobs = Number(values.jobs ?? availableParallelism());
if (!Number.isInteger(jobs) || jobs < 1) throw new Error('--jobs must be a positive integer');

const started = Date.now();
const all = await listProblemDirectories(values.dir);
const unknown = positionals.filter((slug) => !all.some((dir) => basename(dir) === slug));
const dirs = positionals.length === 0 ? all : positionals.map((slug) => resolve(values.dir, slug));
const judge = await createJudge({ config: loadJudgeConfig(process.env) });
// Ctrl-C or a CI timeout: end the sandbox sessions (containers, boxes) before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void judge.close().finally(() => process.exit(130));
  });
}
process.stderr.write(
  `verifying ${String(dirs.length)} problem(s) on the ${judge.driverName} driver, ${String(jobs)} at a time\n`,
);

const skipped: string[] = [];
/** Each package's time limit and margin, and how they were derived. */
const timeLimits: string[] = [];
const unreadable: string[] = unknown.map((slug) => `${slug}: no such problem in ${values.dir}`);
let rows: VerifyRow[];
try {
  const perProblem = await mapWithConcurrency(unknown.length > 0 ? [] : dirs, jobs, async (dir) => {
    const begun = Date.now();
    try {
      const pkg = await readProblemPackage(dir);
      skipped.push(...skippedSubmissions(pkg.slug, pkg.warnings));
      const result = await verifyPackage(judge, pkg, (limits) => {
        timeLimits.push(`TIME ${pkg.slug}: ${limits.why}`);
      });
      const bad = result.filter((r) => !r.match).length;
      process.stderr.write(
        `${bad === 0 ? 'ok      ' : 'MISMATCH'} ${pkg.slug} (${String(result.length)} submissions, ${((Date.now() - begun) / 1000).toFixed(1)} s)\n`,
      );
      // Shown at once too, so an interrupted run still tells what went wrong.
      if (bad > 0) process.stderr.write(`${formatMismatches(result)}\n`);
      return result;
    } catch (error) {
      unreadable.push(error instanceof Error ? error.message : String(error));
      process.stderr.write(`UNREADABLE ${basename(dir)}\n`);
      return [];
    }
  });
  rows = perProblem.flat();
} finally {
  await judge.close();
}

const matches = rows.filter((r) => r.match).length;
console.log(formatTable(rows));
console.log(`\n${timeLimits.join('\n')}`);
const mismatches = formatMismatches(rows);
if (mismatches) console.log(`\n${mismatches}`);
for (const line of skipped) console.log(line);
for (const message of unreadable) console.log(`UNREADABLE ${message}`);
console.log(
  `\n${formatTotals({
    problems: dirs.length,
    unreadable: unreadable.length,
    submissions: rows.length,
    matches,
    mismatches: rows.length - matches,
    skipped: skipped.length,
    wallMs: Date.now() - started,
  })}`,
);
process.exitCode = unreadable.length > 0 || matches !== rows.length ? 1 : 0;
