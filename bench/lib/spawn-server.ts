// Servers under load run in their own processes, so the load generator does not share their event loop.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { readProc, TICKS_PER_SECOND } from './cpu-shares.js';

export type RunningServer = { url: string; pid: number; stop(): Promise<void> };

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export async function cpuSecondsOf(pid: number): Promise<number> {
  const proc = await readProc(pid);
  if (!proc) throw new Error(`process ${String(pid)} has ended`);
  return proc.own / TICKS_PER_SECOND;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${String(child.exitCode)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${String(timeoutMs)} ms`);
}

export type SpawnOptions = {
  /** Node's own flags (`--cpu-prof`). */
  nodeArgs?: readonly string[];
  /** A built `.js` entry, run as production runs it: no tsx, no `source` export condition. */
  built?: boolean;
  /** The server's log lines (its stdout) to this process's stderr instead of nowhere. */
  logToStderr?: boolean;
};

/**
 * `node [...nodeArgs] --conditions=source --import tsx <script> ...args` (`node <script>` when built) with
 * PORT set; ready when `readyPath` answers 2xx.
 */
export async function spawnServer(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  { nodeArgs = [], built = false, logToStderr = false }: SpawnOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const loader = built ? [] : ['--conditions=source', '--import', 'tsx'];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, script, ...args], {
    // Request logs go where production sends them when nobody reads: nowhere.
    stdio: ['ignore', logToStderr ? process.stderr : 'ignore', 'inherit'],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${String(port)}`;
  try {
    // Generous: a PGlite API migrates and seeds before it answers, slowly on a busy machine.
    await waitUntilAnswering(`${url}${readyPath}`, child, 300_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
