import { adminBrowser } from './admin-browser.js';
import { createTestApp } from './test-app.js';
import type { TestApp } from './test-app.js';
import type { TestBrowser } from './test-browser.js';
import { createTestDatabase } from './test-database.js';
import { createTestJudging } from './test-judging.js';

export type JudgedAdminApp = {
  testApp: TestApp;
  admin: TestBrowser;
  close: () => Promise<void>;
};

/** The app with the real in-process judge and `account` bootstrapped as its admin, signed in. */
export async function createJudgedAdminApp(
  account: { emailId: string; password: string },
  env: Record<string, string> = {},
): Promise<JudgedAdminApp> {
  const database = await createTestDatabase();
  const judging = await createTestJudging(database.db);
  const testApp = await createTestApp({
    database,
    judging,
    env: { ADMIN_EMAIL: account.emailId, ADMIN_PASSWORD: account.password, ...env },
  });
  return {
    testApp,
    admin: await adminBrowser(testApp.app, account),
    close: async () => {
      await judging.close();
      await database.dispose();
    },
  };
}
