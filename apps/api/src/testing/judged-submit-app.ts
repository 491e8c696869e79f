import { createTestApp } from './test-app.js';
import type { TestApp } from './test-app.js';
import { createTestDatabase } from './test-database.js';
import type { TestDatabase } from './test-database.js';
import { createTestJudging } from './test-judging.js';
import { importTestPackage } from './test-problems.js';

export type JudgedSubmitApp = {
  database: TestDatabase;
  testApp: TestApp;
  /** The problem every submit test judges: the tiny add-two unless another package was given. */
  problemId: string;
  close: () => Promise<void>;
};

/** The app with the real in-process judge, one problem (add-two by default), and a submit limit no test reaches. */
export async function createJudgedSubmitApp(
  problem: Parameters<typeof importTestPackage>[1] = {},
): Promise<JudgedSubmitApp> {
  const database = await createTestDatabase();
  const problemId = (await importTestPackage(database.db, problem)).id;
  const judging = await createTestJudging(database.db);
  const testApp = await createTestApp({
    database,
    judging,
    config: { submissionRateLimit: { windowMs: 60_000, max: 1_000 } },
  });
  return {
    database,
    testApp,
    problemId,
    close: async () => {
      await judging.close();
      await testApp.close();
      await database.dispose();
    },
  };
}
