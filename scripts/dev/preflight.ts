// What `pnpm dev` checks before it starts anything: the environment against the API's own schema (so a
// weak ADMIN_PASSWORD stops it with the rule, instead of a web app left up without its API) and that
// the two ports are free. Each failure is one readable message naming the variable.
import { createServer } from 'node:net';
import { loadConfig } from '../../apps/api/src/config.js';
import { devEnvSchema } from '../../apps/api/src/environment/dev-variables.js';

export type DevPlan = { apiPort: number; apiHost: string; webPort: number; proxyTarget: string };
export type Preflight = { ok: true; plan: DevPlan } | { ok: false; message: string };

type Env = Record<string, string | undefined>;

function environmentError(details: string): Preflight {
  const lines = details
    .replace(/^Invalid (judge )?environment: /, '')
    .split('; ')
    .map((line) => `  ${line}`);
  return {
    ok: false,
    message: [
      'pnpm dev stopped: the environment breaks a rule.',
      ...lines,
      'Fix it (every variable is described in docs/configuration.md) and run pnpm dev again.',
    ].join('\n'),
  };
}

/** Resolves true when nothing listens on host:port (binding it works). */
function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => {
      resolve(false);
    });
    server.listen({ port, host, exclusive: true }, () => {
      server.close(() => {
        resolve(true);
      });
    });
  });
}

function portTaken(variable: string, port: number, host: string): Preflight {
  return {
    ok: false,
    message: [
      `pnpm dev stopped: port ${String(port)} (${variable}) is already in use on ${host}.`,
      `  Stop what listens there, or choose another port: ${variable}=${String(port + 1)} pnpm dev`,
    ].join('\n'),
  };
}

export async function preflight(env: Env): Promise<Preflight> {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const dev = devEnvSchema.safeParse(present);
  if (!dev.success) {
    return environmentError(
      dev.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
    );
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    return environmentError(error instanceof Error ? error.message : String(error));
  }
  if (!(await isFree(config.port, config.host))) return portTaken('PORT', config.port, config.host);
  const webPort = dev.data.WEB_PORT;
  for (const host of ['127.0.0.1', 'localhost']) {
    if (!(await isFree(webPort, host))) return portTaken('WEB_PORT', webPort, host);
  }
  return {
    ok: true,
    plan: {
      apiPort: config.port,
      apiHost: config.host,
      webPort,
      proxyTarget: dev.data.API_PROXY_TARGET ?? `http://127.0.0.1:${String(config.port)}`,
    },
  };
}
