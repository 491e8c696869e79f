import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT } from '@codecourt/contracts';
import { loadConfig } from '../config.js';
import { AppError } from '../lib/app-error.js';

const strongSecrets = {
  JWT_ACCESS_SECRET: 'p'.repeat(40),
  JWT_REFRESH_SECRET: 'q'.repeat(40),
};
const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'codecourt-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function configError(env: Record<string, string>): AppError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to reject the environment');
}

describe('loadConfig', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    const config = loadConfig({ DATA_DIR: tempDataDir() });

    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      host: '127.0.0.1',
      judge: { sandbox: 'auto', production: false, processFallback: true },
      corsOrigins: ['http://localhost:5173'],
      admin: undefined,
      trustProxy: false,
      authRateLimit: AUTH_RATE_LIMIT,
    });
  });

  it.each([
    ['development on a public address', { HOST: '0.0.0.0' }, '0.0.0.0'],
    ['development on every IPv6 interface', { HOST: '::' }, '::'],
    ['production', { NODE_ENV: 'production', ...strongSecrets }, '::'],
    ['production on loopback', { NODE_ENV: 'production', HOST: '127.0.0.1', ...strongSecrets }, '127.0.0.1'],
    ['a test run', { NODE_ENV: 'test' }, '127.0.0.1'],
  ])('when the API runs in %s, then auto may never fall back to the process driver', (_, env, host) => {
    const config = loadConfig({ DATA_DIR: tempDataDir(), ...env });

    expect(config.host).toBe(host);
    expect(config.judge.processFallback).toBe(false);
  });

  it('when in development on localhost or ::1, then the process fallback is allowed', () => {
    expect(loadConfig({ DATA_DIR: tempDataDir(), HOST: 'localhost' }).judge.processFallback).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDataDir(), HOST: '::1' }).judge.processFallback).toBe(true);
  });

  it('when DATA_DIR is unset, then the data folder is .data at the repository root, whatever the cwd', () => {
    const config = loadConfig({ ...strongSecrets });

    expect(config.dataDir).toBe(path.join(config.repoRoot, '.data'));
    expect(readFileSync(path.join(config.repoRoot, 'pnpm-workspace.yaml'), 'utf8')).toContain('packages');
    expect(config.webDistDir).toBe(path.join(config.repoRoot, 'apps', 'web', 'dist'));
  });

  it('when in production without JWT secrets, then it refuses to start', () => {
    const error = configError({ NODE_ENV: 'production', DATA_DIR: tempDataDir() });

    expect(error.isCatastrophic).toBe(true);
    expect(error.message).toContain('JWT_ACCESS_SECRET');
  });

  it('when in production with short or identical secrets, then it refuses to start', () => {
    expect(
      configError({ NODE_ENV: 'production', JWT_ACCESS_SECRET: 'short', JWT_REFRESH_SECRET: 'q'.repeat(40) })
        .message,
    ).toContain('JWT_ACCESS_SECRET');
    expect(
      configError({
        NODE_ENV: 'production',
        JWT_ACCESS_SECRET: 'p'.repeat(40),
        JWT_REFRESH_SECRET: 'p'.repeat(40),
      }).message,
    ).toContain('must differ');
  });

  it('when in production with real secrets, then it starts in production mode', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...strongSecrets });

    expect(config.isProduction).toBe(true);
    expect(config.jwt).toEqual({
      accessSecret: strongSecrets.JWT_ACCESS_SECRET,
      refreshSecret: strongSecrets.JWT_REFRESH_SECRET,
    });
  });

  it('when in development without secrets, then they are generated once into DATA_DIR/secrets.json (0600) and reused', () => {
    const dataDir = tempDataDir();

    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });

    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwt.accessSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwt.accessSecret).not.toBe(first.jwt.refreshSecret);
    expect(second.jwt).toEqual(first.jwt);
  });

  it('when ADMIN_EMAIL is set without ADMIN_PASSWORD, then it refuses to start', () => {
    expect(configError({ ...strongSecrets, ADMIN_EMAIL: 'admin@example.com' }).message).toContain(
      'ADMIN_PASSWORD',
    );
  });

  it('when ADMIN_PASSWORD is weak, then it refuses to start without echoing the password', () => {
    const error = configError({
      ...strongSecrets,
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'weakpass',
    });

    expect(error.message).toContain('ADMIN_PASSWORD');
    expect(error.message).not.toContain('weakpass');
  });

  it.each([
    ['1', 1],
    ['true', true],
    ['false', false],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('when TRUST_PROXY is %s, then Express gets %s', (value, expected) => {
    expect(loadConfig({ ...strongSecrets, TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('when values are given, then they are parsed (port number, origin list, lower-cased admin email)', () => {
    const config = loadConfig({
      ...strongSecrets,
      PORT: '8080',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      ADMIN_EMAIL: 'Admin@Example.com',
      ADMIN_PASSWORD: 'Adm1nPassword',
      DATABASE_URL: 'postgres://u:p@db:5432/codecourt',
      REDIS_URL: 'redis://cache:6379',
    });

    expect(config.port).toBe(8080);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.admin?.email).toBe('admin@example.com');
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/codecourt');
    expect(config.redisUrl).toBe('redis://cache:6379');
  });

  it.each([
    ['PORT', 'eighty'],
    ['DATABASE_URL', 'mysql://db/codecourt'],
    ['JUDGE_SANDBOX', 'chroot'],
  ])('when %s is invalid, then it refuses to start naming it', (name, value) => {
    expect(configError({ ...strongSecrets, [name]: value }).message).toContain(name);
  });
});
