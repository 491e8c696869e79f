// Issue 20, finding 7 with separate workers: the API offered every language in BullMQ mode because the
// workers never said what they could run. Each worker publishes its start probe with a heartbeat; the API
// offers the union of the live workers' languages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JUDGE0_LANGUAGES, LANGUAGE_IDS, languageDetails, MESSAGES } from '@codecourt/contracts';
import { startWorkerProcess } from '../../../testing/judge-worker-process.js';
import type { WorkerProcess } from '../../../testing/judge-worker-process.js';
import { judge0Client } from '../../../testing/judge0-client.js';
import { GO_PROGRAM, pathWithoutGo } from '../../../testing/path-without-go.js';
import { startTestRedis } from '../../../testing/redis-server.js';
import type { TestRedis } from '../../../testing/redis-server.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { createTestDatabase } from '../../../testing/test-database.js';
import type { TestDatabase } from '../../../testing/test-database.js';
import { importTestPackage } from '../../../testing/test-problems.js';
import { createRedisJudging } from '../../../testing/test-redis-judging.js';
import { ADD_TWO } from '../../../testing/tiny-package.js';
import { waitFor } from '../../../testing/wait-for.js';
import type { Judging } from '../create-judging.js';

/** A short heartbeat, so a killed worker’s languages lapse within the test; bwrap, whose probe looks on the PATH given. */
const PRESENCE = { JUDGE_PRESENCE_TTL_MS: '1500', JUDGE_SANDBOX: 'bwrap' };
const WITHOUT_GO = LANGUAGE_IDS.filter((language) => language !== 'go');

let redis: TestRedis;
let database: TestDatabase;
let judging: Judging;
let t: TestApp;
let problemId: string;
let noGoPath: string;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  redis = await startTestRedis({ privateServer: true });
  database = await createTestDatabase();
  problemId = (await importTestPackage(database.db)).id;
  judging = await createRedisJudging(database.db, redis.url);
  t = await createTestApp({ database, judging, config: { redisUrl: redis.url } });
  noGoPath = await pathWithoutGo();
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.kill('SIGTERM')));
  await judging.close();
  await t.close();
  await database.dispose();
  await redis.stop();
}, 60_000);

const offered = async () => (await judging.gateway.languages?.()) ?? LANGUAGE_IDS;
const start = async (env: Record<string, string>) => {
  const worker = await startWorkerProcess(redis.url, { ...PRESENCE, ...env });
  workers.push(worker);
  return worker;
};

describe('languages offered with separate workers', () => {
  it('when no worker has reported yet, then every language is offered (jobs wait in the queue for one)', async () => {
    expect(await offered()).toEqual(LANGUAGE_IDS);
  });

  it('when the only live worker has no Go toolchain, then Go is refused on Run, Submit and the Judge0 mount', async () => {
    await start({ TEST_TOOLCHAIN_PATH: noGoPath });
    const { browser } = await signedInBrowser(t.app);
    const client = await judge0Client(t.app);

    const submit = await browser.post(`/api/submission/submit/${problemId}`, {
      language: 'go',
      code: GO_PROGRAM,
    });
    const run = await browser.post(`/api/submission/run/${problemId}`, { language: 'go', code: GO_PROGRAM });
    const judge0Languages = await client.get('/judge0/languages');
    const cpp = await browser.post(`/api/submission/run/${problemId}`, {
      language: 'cpp',
      code: ADD_TWO.cpp,
    });
    const editorMenu = await browser.get('/api/judge/languages');

    expect(await offered()).toEqual(WITHOUT_GO);
    expect([submit.status, submit.body]).toEqual([400, { error: MESSAGES.languageUnavailable }]);
    expect([run.status, run.body]).toEqual([400, { error: MESSAGES.languageUnavailable }]);
    expect(judge0Languages.body).toEqual(
      JUDGE0_LANGUAGES.filter((l) => l.language !== 'go').map(({ id, name }) => ({ id, name })),
    );
    expect(cpp.status).toBe(200);
    expect(editorMenu.body).toEqual({ languages: WITHOUT_GO, details: languageDetails(WITHOUT_GO) });
  }, 120_000);

  it('when a worker with Go joins, then Go is offered; when it is killed, then Go drops out once its heartbeat lapses', async () => {
    const withGo = await start({});

    const whileAlive = await offered();
    await withGo.kill('SIGKILL');
    const afterDeath = await waitFor(
      async () => {
        const languages = await offered();
        return languages.includes('go') ? undefined : languages;
      },
      'the killed worker’s languages to lapse',
      20_000,
    );

    expect(whileAlive).toEqual(LANGUAGE_IDS);
    expect(afterDeath).toEqual(WITHOUT_GO);
  }, 120_000);
});
