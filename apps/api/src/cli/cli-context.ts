import path from 'node:path';
import { loadConfig } from '../config.js';
import type { AppConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import type { DatabaseHandle } from '../db/client.js';
import { lazyJudge } from '../modules/problems/packages/lazy-judge.js';
import { createProblemRepository } from '../modules/problems/repository.js';
import type { ProblemRepository } from '../modules/problems/repository.js';

export type CliContext = {
  config: AppConfig;
  database: DatabaseHandle;
  problems: ProblemRepository;
  judge: ReturnType<typeof lazyJudge>;
};

/** Paths on the command line are relative to where the user ran pnpm, not the workspace root pnpm runs in. */
export function fromUserCwd(target: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
}

/**
 * The database the API would use in this environment (DATABASE_URL, else PGlite in DATA_DIR), migrated.
 * The embedded PGlite is single-process: stop a running API on the same DATA_DIR first.
 */
export async function withCliContext(work: (context: CliContext) => Promise<number>): Promise<number> {
  const config = loadConfig();
  // A command runs alone and may rebuild every user's stats in one statement: the API's per-statement
  // limit is for requests, not for this.
  const database = await openDatabase({ ...config, databaseStatementTimeoutMs: 0 }, (error) => {
    process.stderr.write(`database error: ${error.message}\n`);
  });
  const judge = lazyJudge(config);
  try {
    await database.migrate();
    return await work({ config, database, problems: createProblemRepository(database.db), judge });
  } finally {
    await judge.close();
    await database.close();
  }
}

export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
