import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { healthResponseSchema, userResponseSchema } from '@codecourt/contracts';
import { ACCEPT_BACKLOG, startWebServer, stopWebServer } from '../server.js';
import { newSignup } from '../testing/fixtures.js';
import { captureLogs } from '../testing/log-capture.js';
import { startTestRedis } from '../testing/redis-server.js';
import { createTestConfig } from '../testing/test-config.js';
import { createTestDatabase } from '../testing/test-database.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'codecourt-server-'));
afterAll(async () => {
  await stopWebServer();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A GET on the agent's kept connection: whether it reused an open socket, and its status. */
function getOn(agent: Agent, url: string): Promise<{ reused: boolean; status: number }> {
  return new Promise((resolve, reject) => {
    const request = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        resolve({ reused: request.reusedSocket, status: response.statusCode ?? 0 });
      });
    });
    request.on('error', reject);
  });
}

/** fetch with the XSRF cookie of a first GET echoed in the header, as the SPA does. */
async function post(baseUrl: string, route: string, body: unknown): Promise<Response> {
  const first = await fetch(`${baseUrl}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return fetch(`${baseUrl}${route}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
    },
    body: JSON.stringify(body),
  });
}

describe('startWebServer / stopWebServer', () => {
  it('when started on a given database, then it migrates, bootstraps the admin, serves health and stops cleanly', async () => {
    const database = await createTestDatabase();
    const admin = { email: 'boot-admin@codecourt.test', password: 'B00tAdminPw' };
    const config = createTestConfig({ port: 0, admin });

    const { url } = await startWebServer({ config, database, logger: captureLogs('silent').logger });
    const health = await fetch(`${url}/api/health`);
    const login = await post(url, '/api/user/login', { emailId: admin.email, password: admin.password });
    await stopWebServer();

    expect(health.status).toBe(200);
    expect(healthResponseSchema.parse(await health.json()).db).toBe('ok');
    expect(userResponseSchema.parse(await login.json()).user.role).toBe('admin');
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    await database.dispose();
  });

  it(
    'when started twice on the same DATA_DIR, then the embedded database keeps its data across restarts',
    { timeout: 120_000 },
    async () => {
      const config = createTestConfig({ port: 0, dataDir, databaseUrl: undefined });
      const signup = newSignup();
      const logger = captureLogs('silent').logger;

      const first = await startWebServer({ config, logger });
      const registered = await post(first.url, '/api/user/register', signup);
      await stopWebServer();
      const second = await startWebServer({ config, logger });
      const login = await post(second.url, '/api/user/login', {
        emailId: signup.emailId,
        password: signup.password,
      });
      await stopWebServer();

      expect(registered.status).toBe(201);
      expect(login.status).toBe(200);
    },
  );

  it(
    "when a client's kept connection sits idle past Node's 5 s default, then the server still holds it open",
    { timeout: 30_000 },
    async () => {
      const database = await createTestDatabase();
      const config = createTestConfig({ port: 0 });
      const { url } = await startWebServer({ config, database, logger: captureLogs('silent').logger });
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const first = await getOn(agent, `${url}/api/health`);
        await new Promise((resolve) => setTimeout(resolve, 8_000));
        const second = await getOn(agent, `${url}/api/health`);

        expect([first, second]).toEqual([
          { reused: false, status: 200 },
          { reused: true, status: 200 },
        ]);
      } finally {
        agent.destroy();
        await stopWebServer();
        await database.dispose();
      }
    },
  );

  it("when it listens, then the kernel holds up to ACCEPT_BACKLOG connections for it, not Node's 511", async () => {
    const database = await createTestDatabase();
    const { url } = await startWebServer({
      config: createTestConfig({ port: 0 }),
      database,
      logger: captureLogs('silent').logger,
    });
    try {
      // A listening socket's Send-Q is its accept queue's size (the backlog, capped at somaxconn).
      const line = execFileSync('ss', ['-ltnH', `sport = :${new URL(url).port}`], { encoding: 'utf8' });
      const queue = Number(line.trim().split(/\s+/)[2]);
      const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
      expect(queue).toBe(Math.min(ACCEPT_BACKLOG, somaxconn));
      expect(queue).toBeGreaterThan(511);
    } finally {
      await stopWebServer();
      await database.dispose();
    }
  });

  it('when the server stops with event streams open, then each stream ends and nothing waits out the grace period', async () => {
    const database = await createTestDatabase();
    const logs = captureLogs('warn');
    const { url } = await startWebServer({
      config: createTestConfig({ port: 0 }),
      database,
      logger: logs.logger,
    });
    const registered = await post(url, '/api/user/register', newSignup());
    const cookie = registered.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    // Each stream resolves once the server has ended it.
    const ended = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          // An object, not the promise itself: resolving with a promise would wait for it.
          new Promise<{ closed: Promise<string> }>((opened, failed) => {
            const request = get(
              `${url}/api/notifications/events`,
              { headers: { Cookie: cookie, Accept: 'text/event-stream' } },
              (response) => {
                let body = '';
                response.setEncoding('utf8');
                response.on('data', (chunk: string) => (body += chunk));
                // Complete: the server ended the answer itself (its last chunk came), not a cut connection.
                opened({
                  closed: new Promise((resolve) =>
                    response.on('close', () => {
                      resolve(`${body}complete: ${String(response.complete)}`);
                    }),
                  ),
                });
              },
            );
            request.on('error', failed);
          }),
      ),
    );

    await stopWebServer();

    for (const body of await Promise.all(ended.map(({ closed }) => closed))) {
      expect(body).toMatch(/^: connected\n\n[^]*complete: true$/);
    }
    expect(logs.text()).not.toContain('requests still open after the grace period');
    await database.dispose();
  });

  it('when Redis is gone by the time the server stops, then it still stops within seconds', async () => {
    const database = await createTestDatabase();
    const redis = await startTestRedis({ privateServer: true });
    const config = createTestConfig({ port: 0, redisUrl: redis.url });
    const { url } = await startWebServer({ config, database, logger: captureLogs('silent').logger });
    await redis.stop();

    const startedAt = Date.now();
    await stopWebServer();

    expect(Date.now() - startedAt).toBeLessThan(5_000);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    await database.dispose();
  });
});
