// pnpm stats:rebuild: recomputes every user's stats from the submissions table.
import { rebuildAllStats } from '../modules/stats/rebuild-stats.js';
import { runCli, withCliContext } from './cli-context.js';

runCli(() =>
  withCliContext(async ({ database }) => {
    const started = Date.now();
    const { users } = await rebuildAllStats(database.db);
    process.stdout.write(
      `rebuilt the stats of ${String(users)} users in ${String(Date.now() - started)} ms\n`,
    );
    return 0;
  }),
);
