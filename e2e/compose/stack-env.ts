// What the compose probe needs to know about the running stack: its URL (COMPOSE_URL) and the .env it was
// started with (COMPOSE_ENV_FILE, default the repository's .env), whose admin account and secrets it checks.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type StackEnv = {
  baseUrl: string;
  admin: { emailId: string; password: string };
  /** Values no judged program may ever print: the API's and the database's secrets. */
  secrets: string[];
  /** The workers' sandbox driver (COMPOSE_SANDBOX, default docker). */
  sandbox: string;
};

const SECRET_KEYS = ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET', 'POSTGRES_PASSWORD', 'ADMIN_PASSWORD'];

function parseEnvFile(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match?.[1] && match[2]) values.set(match[1], match[2]);
  }
  return values;
}

export function stackEnv(): StackEnv {
  const baseUrl = process.env.COMPOSE_URL;
  if (!baseUrl) throw new Error('COMPOSE_URL is not set: start the stack with docker/app/probe-stack.sh');
  const file = process.env.COMPOSE_ENV_FILE ?? fileURLToPath(new URL('../../.env', import.meta.url));
  const env = parseEnvFile(readFileSync(file, 'utf8'));
  const emailId = env.get('ADMIN_EMAIL');
  const password = env.get('ADMIN_PASSWORD');
  if (!emailId || !password) throw new Error(`${file} sets no ADMIN_EMAIL and ADMIN_PASSWORD`);
  const secrets = SECRET_KEYS.map((key) => env.get(key)).filter((value): value is string => !!value);
  if (secrets.length < SECRET_KEYS.length) throw new Error(`${file} lacks one of ${SECRET_KEYS.join(', ')}`);
  const sandbox = process.env.COMPOSE_SANDBOX ?? 'docker';
  return { baseUrl: baseUrl.replace(/\/$/, ''), admin: { emailId, password }, secrets, sandbox };
}
