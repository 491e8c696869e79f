import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_NAMES, JSON_BODY_LIMIT_BYTES, XSRF_HEADER } from '@codecourt/contracts';
import { readProblemLibrary } from '@codecourt/problem-package';
import { adminBrowser } from '../../../testing/admin-browser.js';
import { captureLogs } from '../../../testing/log-capture.js';
import { newSignup } from '../../../testing/fixtures.js';
import { signedInBrowser } from '../../../testing/sign-in.js';
import { createTestApp } from '../../../testing/test-app.js';
import type { TestApp } from '../../../testing/test-app.js';
import { openBrowser } from '../../../testing/test-browser.js';
import type { TestBrowser } from '../../../testing/test-browser.js';
import { seedProblems } from '../packages/seed-problems.js';
import { createProblemRepository } from '../repository.js';

// The admin form's round trip on every problem the library seeds, and who may send a body that large.
const ADMIN = newSignup({ emailId: 'library-round-trip@example.com' });
const SEED_MS = 120_000;

let testApp: TestApp;
let admin: TestBrowser;
let server: http.Server;
let slugs: string[];

beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAIL: ADMIN.emailId, ADMIN_PASSWORD: ADMIN.password } });
  const library = testApp.config.problemsDir;
  // The library's packages carry their time limits: seeding them never needs the judge.
  const seeded = await seedProblems(
    {
      problems: createProblemRepository(testApp.database.db),
      judge: () => Promise.reject(new Error('seeding the library needs no judge')),
      logger: captureLogs('warn').logger,
    },
    library,
  );
  slugs = (await readProblemLibrary(library)).map((entry) => entry.slug);
  expect(seeded).toMatchObject({ imported: slugs.length, failed: 0 });
  admin = await adminBrowser(testApp.app, ADMIN);
  server = testApp.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
}, SEED_MS);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await testApp.close();
});

/**
 * A PUT that announces `announced` bytes of JSON but sends only its first kilobyte, then waits for an
 * answer: the server can only answer if it decided without reading the body.
 */
function announcedPut(urlPath: string, announced: number, cookies: string, xsrf?: string): Promise<number> {
  const head = Buffer.from('{"title":"' + 'x'.repeat(1024));
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      method: 'PUT',
      path: urlPath,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(announced),
        Cookie: cookies,
        ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}),
      },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    req.write(head);
  });
}

const cookieHeader = (browser: TestBrowser) =>
  [...browser.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');

describe('the admin form round trip on the problem library', () => {
  it(
    'when an admin reads each library problem and puts it back unchanged, then each answers 200 and nothing changes',
    async () => {
      const problems = createProblemRepository(testApp.database.db);
      const largest = { slug: '', bytes: 0 };
      for (const slug of slugs) {
        const before = await problems.readRecord(slug);
        const read = await admin.get(`/api/problem/admin/${slug}`);
        expect(read.status, slug).toBe(200);
        const bytes = Buffer.byteLength(JSON.stringify(read.body));
        if (bytes > largest.bytes) Object.assign(largest, { slug, bytes });

        const put = await admin.send('put', `/api/problem/update/${slug}`, { body: read.body });

        expect(put.status, `${slug}: ${JSON.stringify(put.body).slice(0, 300)}`).toBe(200);
        expect(await problems.readRecord(slug), slug).toEqual(before);
      }
      // The case this guards: a library document larger than the app's ordinary JSON limit.
      expect(largest.bytes, largest.slug).toBeGreaterThan(JSON_BODY_LIMIT_BYTES);
    },
    SEED_MS,
  );

  it('when an anonymous caller announces a large update body, then 401 comes before the body is read', async () => {
    const visitor = await openBrowser(testApp.app);

    const status = await announcedPut(
      `/api/problem/update/${slugs[0] ?? ''}`,
      8 * JSON_BODY_LIMIT_BYTES,
      cookieHeader(visitor),
      visitor.cookie(COOKIE_NAMES.xsrf),
    );

    expect(status).toBe(401);
  });

  it('when a signed-in learner announces a large update body, then 403 comes before the body is read', async () => {
    const { browser } = await signedInBrowser(testApp.app);

    const status = await announcedPut(
      `/api/problem/update/${slugs[0] ?? ''}`,
      8 * JSON_BODY_LIMIT_BYTES,
      cookieHeader(browser),
      browser.cookie(COOKIE_NAMES.xsrf),
    );

    expect(status).toBe(403);
  });
});
