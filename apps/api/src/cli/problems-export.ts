// pnpm problems:export <id|slug> <dir>: writes one problem back as a package in <dir>/<slug>.
import { exportProblem } from '../modules/problems/packages/export-problem.js';
import { fromUserCwd, runCli, withCliContext } from './cli-context.js';

runCli(async () => {
  const [problem, dir] = process.argv.slice(2);
  if (!problem || !dir) {
    process.stderr.write('usage: pnpm problems:export <id|slug> <dir>\n');
    return 2;
  }
  return withCliContext(async ({ problems }) => {
    const written = await exportProblem(problems, problem, fromUserCwd(dir));
    if (!written) {
      process.stderr.write(`no problem with id or slug ${problem}\n`);
      return 1;
    }
    process.stdout.write(`exported ${problem} to ${written}\n`);
    return 0;
  });
});
