import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@codecourt/contracts';
import { findRepoRoot } from '../../lib/repo-root.js';
import { freePort } from '../../testing/free-port.js';

const run = promisify(execFile);
const root = findRepoRoot();
const cleanup: (() => Promise<void>)[] = [];
const LAUNCH_MS = 120_000;

afterAll(async () => {
  await Promise.all(cleanup.map((step) => step()));
});

type Outcome = { code: number; stdout: string; stderr: string };

/** `pnpm dev` as the root package.json runs it, in a clean environment of its own. */
async function pnpmDev(env: Record<string, string>): Promise<Outcome> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'codecourt-dev-start-'));
  cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
  const childEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...env };
  return run(process.execPath, ['--conditions=source', '--import', 'tsx', 'scripts/dev.ts'], {
    cwd: root,
    env: childEnv,
    timeout: LAUNCH_MS,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: unknown) => {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    },
  );
}

async function occupy(port: number, host: string): Promise<void> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  cleanup.push(
    () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  );
}

describe('pnpm dev explains a failed start', () => {
  it(
    'when PORT is taken, then pnpm dev exits 1 saying which port and variable, and starts nothing',
    async () => {
      const [apiPort, webPort] = [await freePort(), await freePort()];
      await occupy(apiPort, '127.0.0.1');
      const outcome = await pnpmDev({ PORT: String(apiPort), WEB_PORT: String(webPort) });
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain(`port ${String(apiPort)} (PORT) is already in use on 127.0.0.1`);
      expect(outcome.stdout).not.toContain('api  |');
    },
    LAUNCH_MS,
  );

  it(
    'when WEB_PORT is taken, then pnpm dev exits 1 naming WEB_PORT',
    async () => {
      const [apiPort, webPort] = [await freePort(), await freePort()];
      await occupy(webPort, '127.0.0.1');
      const outcome = await pnpmDev({ PORT: String(apiPort), WEB_PORT: String(webPort) });
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain(`port ${String(webPort)} (WEB_PORT) is already in use`);
    },
    LAUNCH_MS,
  );

  it(
    'when ADMIN_PASSWORD breaks the password rules, then pnpm dev exits 1 with the variable and the rule',
    async () => {
      const outcome = await pnpmDev({
        PORT: String(await freePort()),
        WEB_PORT: String(await freePort()),
        ADMIN_EMAIL: 'admin@example.com',
        ADMIN_PASSWORD: 'password',
      });
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain('pnpm dev stopped: the environment breaks a rule.');
      expect(outcome.stderr).toContain(`ADMIN_PASSWORD: ${MESSAGES.passwordComplexity}`);
      expect(outcome.stdout).not.toContain('web  |');
    },
    LAUNCH_MS,
  );

  it(
    'when DATABASE_URL is not a postgres:// URL, then pnpm dev exits 1 naming DATABASE_URL',
    async () => {
      const outcome = await pnpmDev({
        PORT: String(await freePort()),
        WEB_PORT: String(await freePort()),
        DATABASE_URL: 'mysql://localhost/codecourt',
      });
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toMatch(/^ {2}DATABASE_URL: /m);
    },
    LAUNCH_MS,
  );
});
