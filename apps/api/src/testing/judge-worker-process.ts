import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type WorkerProcess = {
  child: ChildProcess;
  exited: Promise<void>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
  /** Everything it printed on stdout so far (the real worker's JSON log lines). */
  stdout: () => string;
};

const testEntry = fileURLToPath(new URL('./judge-worker-main.ts', import.meta.url));
/** The worker as `pnpm --filter @codecourt/judge-worker start` runs it: its own logs and metrics server. */
export const JUDGE_WORKER_APP = fileURLToPath(new URL('../../../judge/src/worker.ts', import.meta.url));

/** Starts a judge worker process on `redisUrl` and resolves once it is ready to take jobs. */
export async function startWorkerProcess(
  redisUrl: string,
  env: Record<string, string> = {},
  entry: string = testEntry,
): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    env: { ...process.env, REDIS_URL: redisUrl, JUDGE_CONCURRENCY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  let stderr = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('ready')) resolve();
    });
    void exited.then(() => {
      reject(new Error(`the judge worker exited before it was ready: ${stderr}`));
    });
  });
  return {
    child,
    exited,
    stdout: () => stdout,
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
