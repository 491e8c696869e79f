// Judge worker processes (the real entry, apps/judge/src/worker.ts), each with concurrency 1.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from './spawn-server.js';

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
): Promise<{ stop(): Promise<void>; metricsUrls: string[]; pids: number[] }> {
  // Each worker serves its Prometheus figures on loopback (no METRICS_TOKEN), on a port of its own.
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const workers = await Promise.all(
    ports.map((port) => startOne({ ...env, JUDGE_METRICS_PORT: String(port) })),
  );
  return {
    metricsUrls: ports.map((port) => `http://127.0.0.1:${String(port)}/metrics`),
    pids: workers.flatMap((worker) => worker.pid ?? []),
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
