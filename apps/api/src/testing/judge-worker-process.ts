import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export type WorkerProcess = {
  child: ChildProcess;
  exited: Promise<void>;
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

const entry = fileURLToPath(new URL('./judge-worker-main.ts', import.meta.url));

/** Starts a judge worker process on `redisUrl` and resolves once it is ready to take jobs. */
export async function startWorkerProcess(
  redisUrl: string,
  env: Record<string, string> = {},
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
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
