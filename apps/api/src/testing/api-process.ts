import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

export type ApiProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** The last 20,000 characters the API printed (stdout and stderr). */
  log: () => string;
  /** Resolves with the exit code (null after a signal) once the process has exited. */
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit; SIGKILL after `graceMs`. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<number | null>;
};

/** Secrets every instance of one cluster must share: a token signed by one instance is checked by another. */
export type ClusterSecrets = { JWT_ACCESS_SECRET: string; JWT_REFRESH_SECRET: string };

export function clusterSecrets(): ClusterSecrets {
  return {
    JWT_ACCESS_SECRET: randomBytes(32).toString('hex'),
    JWT_REFRESH_SECRET: randomBytes(32).toString('hex'),
  };
}

const entry = fileURLToPath(new URL('../main.ts', import.meta.url));
const READY_TIMEOUT_MS = 60_000;

/**
 * The API's real entry (src/main.ts, through tsx: no build needed) as its own process on a free port, with
 * its own DATA_DIR, on the DATABASE_URL and REDIS_URL in `env`: several of them on one PostgreSQL and one
 * Redis are the scale-out deployment. Resolves once /api/health answers. Problems are not seeded unless
 * `env` sets SEED_PROBLEMS=true.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'codecourt-api-'));
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_PROBLEMS: 'false',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  };
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
    }),
  );
  void exited.then(() => rm(dataDir, { recursive: true, force: true }));

  const stop = async (signal: NodeJS.Signals = 'SIGTERM', graceMs = 15_000): Promise<number | null> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const inTime = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
    if (!inTime) child.kill('SIGKILL');
    return exited;
  };

  const baseUrl = `http://127.0.0.1:${String(port)}`;
  try {
    await waitUntilHealthy(baseUrl, child, () => output);
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  }
  return { child, baseUrl, log: () => output, exited, stop };
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the API exited with code ${String(child.exitCode)} before it was ready:\n${output()}`);
    }
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(100);
  }
  throw new Error(`the API did not answer /api/health within ${String(READY_TIMEOUT_MS)} ms:\n${output()}`);
}
