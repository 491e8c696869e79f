// pnpm problems:import <dir...>: imports problem packages (or folders of packages, like problems/) into
// the database this environment selects; a package already there (same slug) is updated.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { listProblemDirectories, readProblemPackage } from '@codecourt/problem-package';
import { importPackage } from '../modules/problems/packages/import-package.js';
import type { ImportOutcome } from '../modules/problems/packages/import-package.js';
import { fromUserCwd, runCli, withCliContext } from './cli-context.js';

const USAGE = 'usage: pnpm problems:import <package-or-library-dir...>';

async function packageDirs(args: string[]): Promise<string[]> {
  const dirs: string[] = [];
  for (const arg of args) {
    const dir = fromUserCwd(arg);
    if (existsSync(path.join(dir, 'problem.yaml'))) dirs.push(dir);
    else dirs.push(...(await listProblemDirectories(dir)));
  }
  return dirs;
}

function describe(outcome: ImportOutcome): string {
  const derived =
    outcome.derivedFromMs === undefined
      ? ''
      : ` (Kattis rule: slowest accepted ${String(Math.round(outcome.derivedFromMs))} ms × time_multiplier)`;
  return `${outcome.action} ${outcome.slug} ${outcome.id}: time limit ${String(outcome.timeLimitMs)} ms${derived}`;
}

runCli(async () => {
  const args = process.argv.slice(2);
  if (args.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  return withCliContext(async ({ problems, judge }) => {
    const dirs = await packageDirs(args);
    let failed = 0;
    for (const dir of dirs) {
      try {
        const outcome = await importPackage({ problems, judge: judge.get }, await readProblemPackage(dir));
        process.stdout.write(`${describe(outcome)}\n`);
        for (const warning of outcome.warnings) process.stdout.write(`  warning: ${warning}\n`);
      } catch (error) {
        failed++;
        process.stderr.write(`failed ${dir}: ${error instanceof Error ? error.message : String(error)}\n`);
      }
    }
    process.stdout.write(`${String(dirs.length - failed)} imported, ${String(failed)} failed\n`);
    return failed > 0 || dirs.length === 0 ? 1 : 0;
  });
});
