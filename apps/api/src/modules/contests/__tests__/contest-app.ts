// The app with the real in-process judge, two problems, a bootstrapped admin and helpers to run contests.
import { afterAll, beforeAll } from 'vitest';
import { scoreboardSchema } from '@codecourt/contracts';
import type { ContestInput, Scoreboard } from '@codecourt/contracts';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { newSignup } from '../../../testing/fixtures.js';
import { listenOnFreePort } from '../../../testing/event-stream-client.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import { createTestJudging } from '../../../testing/test-judging.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { captureLogs } from '../../../testing/log-capture.js';
import { createBoardStore } from '../board-store.js';
import { createContestRepository } from '../repository.js';

export const CONTEST_ADMIN = newSignup({ emailId: 'contest-admin@example.com' });
const MINUTE_MS = 60_000;

/** An ISO time `minutes` from `now` (negative: in the past). */
export const minutesFromNow = (minutes: number, now = Date.now()) =>
  new Date(now + minutes * MINUTE_MS).toISOString();

export type ContestApp = {
  testApp: TestApp;
  admin: TestBrowser;
  /** Two library problems (both add two numbers), public before any contest. */
  problemIds: [string, string];
  user: () => Promise<{ browser: TestBrowser; id: string; firstName: string }>;
  /** Creates a contest as the admin (live ICPC, started 30 minutes ago, ending in an hour, unless told). */
  contest: (overrides?: Partial<ContestInput>) => Promise<{ _id: string; slug: string }>;
  close: () => Promise<void>;
};

let contestNumber = 0;

/** `env` adds to the app's environment (e.g. OPENAI_* pointing at a fake). */
export async function createContestApp(env: Record<string, string> = {}): Promise<ContestApp> {
  const database = await createTestDatabase();
  const first = (await importTestPackage(database.db, { slug: 'contest-add-a' })).id;
  const second = (await importTestPackage(database.db, { slug: 'contest-add-b' })).id;
  const judging = await createTestJudging(database.db);
  const testApp = await createTestApp({
    database,
    judging,
    env: { ADMIN_EMAIL: CONTEST_ADMIN.emailId, ADMIN_PASSWORD: CONTEST_ADMIN.password, ...env },
    config: {
      submissionRateLimit: { windowMs: 60_000, max: 1_000 },
      // The leak audit reads every route as a personal token, before the start and during a freeze.
      personalTokenRateLimit: { windowMs: 60_000, max: 10_000 },
      // ... and the export as the participant and their token, in every phase.
      exportRateLimit: { windowMs: 60_000, max: 10_000 },
    },
  });
  const admin = await adminBrowser(testApp.app, CONTEST_ADMIN);
  return {
    testApp,
    admin,
    problemIds: [first, second],
    user: async () => {
      const { browser, user } = await signedInBrowser(testApp.app);
      return { browser, id: user._id, firstName: user.firstName };
    },
    contest: async (overrides = {}) => {
      contestNumber += 1;
      const res = await admin.post('/api/contests', {
        title: `Round ${String(contestNumber)}`,
        format: 'icpc',
        startAt: minutesFromNow(-30),
        endAt: minutesFromNow(60),
        problems: [
          { label: 'A', problemId: first },
          { label: 'B', problemId: second },
        ],
        ...overrides,
      });
      if (res.status !== 201)
        throw new Error(`create contest: ${String(res.status)} ${JSON.stringify(res.body)}`);
      return res.body as { _id: string; slug: string };
    },
    close: async () => {
      await judging.close();
      await testApp.close();
      await database.dispose();
    },
  };
}

/**
 * The contest app of a test file, made before its tests and closed after them; `listen` also serves it on a
 * real socket (event streams need one). Read `app` and `baseUrl` inside the tests.
 */
export function useContestApp(listen = false): { readonly app: ContestApp; readonly baseUrl: string } {
  let app: ContestApp | undefined;
  let server: { baseUrl: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    app = await createContestApp();
    if (listen) server = await listenOnFreePort(app.testApp.app);
  });
  afterAll(async () => {
    await server?.close();
    await app?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined)
      throw new Error('the contest app starts before the tests (and listens if asked)');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get baseUrl() {
      return ready(server).baseUrl;
    },
  };
}

/** useContestApp on a real socket. */
export const useContestServer = () => useContestApp(true);

/**
 * The public board's first page as another API instance over the same database has it: a board store of its
 * own that hears of a write only through the change feed.
 */
export function otherInstanceBoard(app: ContestApp): (contestId: string) => Promise<Scoreboard> {
  const { db, listen } = app.testApp.database;
  const store = createBoardStore({
    db,
    contests: createContestRepository(db),
    listen,
    logger: captureLogs('fatal').logger,
  });
  return async (contestId) => {
    const document = await store.page(contestId, 'public', 1, 50);
    return scoreboardSchema.parse(JSON.parse(document?.body.toString() ?? '{}'));
  };
}
