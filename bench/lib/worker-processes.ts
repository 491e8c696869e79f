// Judge worker processes (the real entry, apps/judge/src/worker.ts), each with concurrency 1.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const JUDGE_DIR = fileURLToPath(new URL('../../apps/judge', import.meta.url));

async function startOne(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/worker.ts'], {
    cwd: JUDGE_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', JUDGE_CONCURRENCY: '1', ...env },
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.includes('judge worker ready')) resolve();
    });
    child.once('exit', (code) => {
      reject(new Error(`judge worker exited with ${String(code)}: ${output}`));
    });
  });
  child.stdout.resume();
  return child;
}

export async function startWorkers(
  count: number,
  env: Record<string, string>,
): Promise<{ stop(): Promise<void> }> {
  const workers = await Promise.all(Array.from({ length: count }, () => startOne(env)));
  return {
    stop: async () => {
      await Promise.all(
        workers.map(async (worker) => {
          if (worker.exitCode !== null) return;
          worker.kill('SIGTERM');
          await once(worker, 'exit');
        }),
      );
    },
  };
}
