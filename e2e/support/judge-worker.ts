import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './app-server.js';

const WORKER_ENTRY = path.join(REPO_ROOT, 'apps/judge/dist/worker.js');
const READY_TIMEOUT_MS = 60_000;

export type JudgeWorker = { log: () => string; stop: () => Promise<void> };

/**
 * The judge worker as `pnpm --filter @codecourt/judge-worker start` runs it (`node apps/judge/dist/worker.js`)
 * on `redisUrl`, with a DATA_DIR (compile cache) of its own. With REDIS_URL set the API only queues
 * submissions, so nothing is judged unless a worker runs. Resolves once it logged that it is ready.
 */
export async function startJudgeWorker(redisUrl: string): Promise<JudgeWorker> {
  if (!existsSync(WORKER_ENTRY)) throw new Error(`${WORKER_ENTRY} is missing: run \`pnpm build\` first`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'codecourt-e2e-worker-'));
  const child = spawn(process.execPath, [WORKER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      // bwrap as the single-server suite judges (app-server.ts says why not docker).
      JUDGE_SANDBOX: process.env.JUDGE_SANDBOX ?? 'bwrap',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
      if (log.includes('judge worker ready')) resolve();
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => {
      reject(new Error(`the judge worker exited before it was ready:\n${log}`));
    });
    setTimeout(() => {
      reject(new Error(`the judge worker was not ready in ${String(READY_TIMEOUT_MS)} ms:\n${log}`));
    }, READY_TIMEOUT_MS).unref();
  });

  const stop = async () => {
    // SIGTERM: the worker finishes the jobs under way (none by now) and exits by itself.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { log: () => log, stop };
}
