import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, REPO_ROOT } from './app-server.js';

const WEB_DIR = path.join(REPO_ROOT, 'apps/web');
const VITE_BIN = path.join(WEB_DIR, 'node_modules/vite/bin/vite.js');
const READY_TIMEOUT_MS = 120_000;

export type DevServer = { url: string; stop: () => Promise<void> };

/** `vite` as `pnpm dev` runs it (unbundled modules, React dev mode), proxying /api to `apiUrl`. */
export async function startDevServer(apiUrl: string): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [VITE_BIN, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      cwd: WEB_DIR,
      env: { ...process.env, API_PROXY_TARGET: apiUrl, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const url = `http://127.0.0.1:${String(port)}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite exited with code ${String(child.exitCode)}:\n${log}`);
    const up = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`vite did not answer within ${String(READY_TIMEOUT_MS)} ms:\n${log}`);
}
