// `pnpm dev`: checks the environment and the ports (scripts/dev/preflight.ts), then starts the API, the
// web app (its /api proxy pointed at PORT, on WEB_PORT) and, with REDIS_URL, a judge worker. When the
// API stops before it listens, everything stops with the API's reason instead of a web app without it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, stopChildren } from './dev/children.js';
import type { Child } from './dev/children.js';
import { preflight } from './dev/preflight.js';

const ROOT = path.resolve(fileURLToPath(import.meta.url), '../..');
const TSX = ['--conditions=source', '--import', 'tsx', '--watch'];
const started = performance.now();
/** Vite's lines for a proxied request the API could not take yet (the error and its stack). */
const STARTING_NOISE = /http proxy error|ECONNREFUSED|^\s+at /;

const checked = await preflight(process.env);
if (!checked.ok) {
  console.error(checked.message);
  process.exit(1);
}
const { plan } = checked;
const env = { ...process.env, PORT: String(plan.apiPort), WEB_PORT: String(plan.webPort) };
const children: Child[] = [];
let stopping = false;

async function stop(code: number, message?: string): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (message) console.error(message);
    await stopChildren(children);
  }
  process.exit(code);
}

/** A fatal pino line from the API before it listens: its reason, for one readable message. */
function fatalReason(line: string): string | undefined {
  if (!line.includes('"level":60')) return undefined;
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
    return [entry.msg, entry.err?.message].filter(Boolean).join(': ');
  } catch {
    return line;
  }
}

let ready = false;
children.push(
  startChild('api', [process.execPath, ...TSX, 'src/main.ts'], {
    cwd: path.join(ROOT, 'apps/api'),
    env,
    onLine: (line) => {
      if (ready) return;
      const reason = fatalReason(line);
      if (reason) void stop(1, `pnpm dev stopped: the API could not start.\n  ${reason}`);
      if (line.includes('"msg":"CodeCourt API listening"')) {
        ready = true;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        console.log(
          `\nCodeCourt is ready in ${seconds} s: open http://localhost:${String(plan.webPort)} (API on port ${String(plan.apiPort)})\n`,
        );
      }
    },
  }),
  startChild(
    'web',
    [
      process.execPath,
      path.join(ROOT, 'apps/web/node_modules/vite/bin/vite.js'),
      '--port',
      String(plan.webPort),
      '--strictPort',
    ],
    {
      cwd: path.join(ROOT, 'apps/web'),
      env: { ...env, API_PROXY_TARGET: plan.proxyTarget },
      // Until the API listens its refused connections are expected: the browser is told "Starting the server…".
      show: (line) => ready || !STARTING_NOISE.test(line),
    },
  ),
);
if (process.env.REDIS_URL) {
  children.push(
    startChild('judge', [process.execPath, ...TSX, 'src/worker.ts'], {
      cwd: path.join(ROOT, 'apps/judge'),
      env,
    }),
  );
}

for (const child of children) {
  void child.exited.then((code) =>
    stop(code ?? 1, stopping ? undefined : `pnpm dev stopped: ${child.name} exited (${String(code)}).`),
  );
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void stop(0);
  });
}
