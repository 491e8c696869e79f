import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN } from './accounts.js';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const API_ENTRY = path.join(REPO_ROOT, 'apps/api/dist/main.js');
const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');
// A loaded machine (many suites at once) may need longer to seed the library: E2E_READY_TIMEOUT_MS.
const READY_TIMEOUT_MS = Number(process.env.E2E_READY_TIMEOUT_MS ?? 90_000);

export type AppServer = {
  baseUrl: string;
  /** The server's own DATA_DIR (its outbox of emails, say), deleted by stop(). */
  dataDir: string;
  /** The last 20,000 characters the API printed. */
  log: () => string;
  stop: () => Promise<void>;
};

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  if (address === null || typeof address === 'string') throw new Error('could not pick a free port');
  return address.port;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer /api/health within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts `node apps/api/dist/main.js` the way `pnpm start` does, on a free port with its own DATA_DIR;
 * `extraEnv` adds settings a test needs (an AI endpoint, say).
 */
export async function startAppServer(extraEnv: Record<string, string> = {}): Promise<AppServer> {
  for (const file of [API_ENTRY, WEB_INDEX]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`pnpm build\` before \`pnpm test:e2e\``);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'codecourt-e2e-'));
  // A test that must know the address before the start (an OIDC provider's redirect URI) picks the port.
  const port = extraEnv.PORT ? Number(extraEnv.PORT) : await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: E2E_ADMIN.emailId,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // The suite signs up dozens of accounts from one address; the API's own tests cover the limit itself.
    AUTH_RATE_LIMIT_MAX: '1000',
    // bwrap, not `auto` (docker wherever an engine answers): on two shared cores a docker judgement cost the
    // workspace file 18 % more CPU. Docker is judged end to end by the compose probe and the judge's suites.
    JUDGE_SANDBOX: process.env.JUDGE_SANDBOX ?? 'bwrap',
    ...extraEnv,
  };
  // Unset, as for a local `pnpm start`, unless a test asks for production (real secrets, HTTPS cookies).
  if (extraEnv.NODE_ENV === undefined) delete env.NODE_ENV;
  const child = spawn(process.execPath, [API_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<boolean>((resolve) =>
        child.once('exit', () => {
          resolve(true);
        }),
      );
      child.kill('SIGTERM');
      const inTime = await Promise.race([
        exited,
        new Promise<boolean>((resolve) =>
          setTimeout(() => {
            resolve(false);
          }, 10_000),
        ),
      ]);
      if (!inTime) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, log: () => log, stop };
}
